// bench:host's open `GET /api/events` streams, as browser tabs hold them: each on its own connection to one
// of the server processes in turn, counting the events that arrive, and telling a waiting sender when a
// private message reaches its receiver.
import http from 'node:http';
import type { LiveEvent } from '@rinkside/domain';
import type { SignedIn } from './host-setup';

export interface StreamCounts {
  opened: number;
  /** Streams the server ended, or that failed, before the bench closed them. */
  ended: number;
  events: Record<string, number>;
  /** Streams that received at least one 'advance' event. */
  toldOfAdvances: number;
}

type Arrival = (receivedAt: number) => void;

export class EventStreams {
  private readonly requests: http.ClientRequest[] = [];
  private readonly events = new Map<string, number>();
  private readonly toldOfAdvances = new Set<number>();
  private readonly awaited = new Map<string, Arrival>();
  private ended = 0;
  private closing = false;

  /** Opens `count` streams, one for each person in turn; resolves when each has its first bytes. */
  async open(baseUrls: string[], people: SignedIn[], count: number): Promise<void> {
    const opened = Array.from({ length: count }, (_, i) => {
      const person = people[i % people.length];
      const baseUrl = baseUrls[i % baseUrls.length];
      return person && baseUrl ? this.openOne(i, baseUrl, person) : Promise.resolve();
    });
    await Promise.all(opened);
  }

  /**
   * Watches for the message with this content on its receiver's stream: `arrived` resolves with the time
   * it came, or with null once `expire` gave up on it.
   */
  watch(content: string): { arrived: Promise<number | null>; expire(afterMs: number): void } {
    let settle: (at: number | null) => void = () => undefined;
    const arrived = new Promise<number | null>((resolve) => (settle = resolve));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (at: number | null) => {
      clearTimeout(timer);
      this.awaited.delete(content);
      settle(at);
    };
    this.awaited.set(content, done);
    return {
      arrived,
      expire: (afterMs) => {
        if (this.awaited.has(content)) timer = setTimeout(() => done(null), afterMs);
      },
    };
  }

  counts(): StreamCounts {
    return {
      opened: this.requests.length,
      ended: this.ended,
      events: Object.fromEntries(this.events),
      toldOfAdvances: this.toldOfAdvances.size,
    };
  }

  close(): void {
    this.closing = true;
    for (const request of this.requests) request.destroy();
  }

  private openOne(index: number, baseUrl: string, person: SignedIn): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = http.get(
        new URL('/api/events', baseUrl),
        { agent: false, headers: { cookie: person.cookie, accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`GET /api/events for ${person.username}: ${response.statusCode}`));
            return;
          }
          let buffered = '';
          response.setEncoding('utf8');
          response.once('data', () => resolve());
          response.on('data', (chunk: string) => {
            const blocks = (buffered + chunk).split('\n\n');
            buffered = blocks.pop() ?? '';
            for (const block of blocks) this.take(index, person, block);
          });
          response.on('end', () => this.lost());
        },
      );
      request.on('error', (error) => {
        this.lost();
        reject(error);
      });
      this.requests.push(request);
    });
  }

  private lost(): void {
    if (!this.closing) this.ended += 1;
  }

  private take(index: number, person: SignedIn, block: string): void {
    const type = /^event: (.+)$/m.exec(block)?.[1];
    const data = /^data: (.+)$/m.exec(block)?.[1];
    if (type === undefined || data === undefined) return; // the retry hint, a keepalive comment
    const receivedAt = performance.now();
    this.events.set(type, (this.events.get(type) ?? 0) + 1);
    if (type === 'advance') this.toldOfAdvances.add(index);
    if (type !== 'message') return;
    const event = JSON.parse(data) as LiveEvent;
    if (event.type === 'message' && event.message.receiverId === person.id)
      this.awaited.get(event.message.content)?.(receivedAt);
  }
}
