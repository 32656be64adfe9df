/**
 * The leagues whose games this app is storing in the background now: a batch waiting for its slot or being
 * stored (docs/decisions/097). While a league's are, its cached season pages may answer the version before
 * the batch just stored, at once, while the new one is computed.
 */
export class LeaguesStoring {
  readonly #batches = new Map<number, number>();
  readonly #whenStored: ((leagueIds: readonly number[]) => Promise<void>)[] = [];

  /**
   * Work for after a batch of these leagues is stored, before they are released: the season pages computed
   * again (docs/decisions/101). The app registers it, so the module that stores games need not know it.
   */
  whenStored(work: (leagueIds: readonly number[]) => Promise<void>): void {
    this.#whenStored.push(work);
  }

  /** Runs the work registered for a stored batch of these leagues; a failure in it is dropped. */
  async stored(leagueIds: readonly number[]): Promise<void> {
    await Promise.all(this.#whenStored.map((work) => work(leagueIds).catch(() => undefined)));
  }

  /** A batch of the league begins; the function it answers ends it (once). */
  begin(leagueId: number): () => void {
    this.#batches.set(leagueId, (this.#batches.get(leagueId) ?? 0) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = (this.#batches.get(leagueId) ?? 1) - 1;
      if (left > 0) this.#batches.set(leagueId, left);
      else this.#batches.delete(leagueId);
    };
  }

  has(leagueId: number): boolean {
    return this.#batches.has(leagueId);
  }
}
