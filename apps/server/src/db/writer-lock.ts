/**
 * The one writing connection's turn (docs/decisions/067, 073): taken for a statement or from BEGIN to
 * COMMIT, handed on release straight to the next waiter, first in line among requests' writes, then among
 * background writes. Each line is first come, first served.
 */
export class WriterLock {
  private held = false;
  private readonly requests: (() => void)[] = [];
  private readonly background: (() => void)[] = [];

  lock(inBackground = false): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => (inBackground ? this.background : this.requests).push(resolve));
  }

  unlock(): void {
    const next = this.requests.shift() ?? this.background.shift();
    if (next) next();
    else this.held = false;
  }
}
