import type { ServerResponse } from 'node:http';
import type { LiveEvent, StreamEnd } from '@rinkside/domain';

const KEEPALIVE_MS = 25_000;
// setTimeout's ceiling (~24.8 days); a longer token lifetime only ends the stream early, and it reconnects.
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface StreamSession {
  userId: number;
  /** The sign-in it belongs to; absent for access tokens from before families were in them. */
  family?: string;
  /** When the access token it was opened with expires: the stream ends then. */
  expiresAt: Date;
}

/** One open `GET /api/events` response: server-sent events for one session until it ends. */
export class LiveStream {
  private ended = false;
  private readonly timers: ReturnType<typeof setTimeout>[] = [];

  constructor(
    private readonly raw: ServerResponse,
    readonly session: StreamSession,
    private readonly now: () => Date,
  ) {}

  open(): void {
    this.raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    this.raw.write('retry: 2000\n\n');
    this.timers.push(setInterval(() => this.raw.write(': keepalive\n\n'), KEEPALIVE_MS));
    const untilExpiry = this.session.expiresAt.getTime() - this.now().getTime();
    this.timers.push(setTimeout(() => this.end('expired'), Math.min(Math.max(0, untilExpiry), MAX_TIMER_MS)));
  }

  send(event: LiveEvent): void {
    if (this.ended) return;
    // The timer may lag (a busy process, a clock moved on): never deliver past the token's life.
    if (this.now() >= this.session.expiresAt) return this.end('expired');
    this.raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /**
   * Ends the response. With a reason the browser is told why (`session-end`) and decides whether
   * to come back; without one (shutdown, lost events) it simply reconnects.
   */
  end(reason?: StreamEnd['reason']): void {
    if (this.ended) return;
    this.ended = true;
    this.stopTimers();
    if (reason) this.raw.write(`event: session-end\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.raw.end();
  }

  /** The connection closed (either side): nothing more to write. */
  closed(): void {
    this.ended = true;
    this.stopTimers();
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
  }
}

/** The open streams of each user in this process, oldest first, at most `limit` each. */
export class StreamsByUser {
  private readonly streams = new Map<number, LiveStream[]>();

  constructor(private readonly limit: number) {}

  /** Adds a stream, ending the user's oldest ones beyond the limit. */
  add(stream: LiveStream): void {
    const list = this.streams.get(stream.session.userId) ?? [];
    while (list.length >= this.limit) list.shift()?.end('replaced');
    list.push(stream);
    this.streams.set(stream.session.userId, list);
  }

  remove(stream: LiveStream): void {
    const list = this.streams.get(stream.session.userId);
    if (!list) return;
    const rest = list.filter((s) => s !== stream);
    if (rest.length === 0) this.streams.delete(stream.session.userId);
    else this.streams.set(stream.session.userId, rest);
  }

  all(): LiveStream[] {
    return [...this.streams.values()].flat();
  }
}
