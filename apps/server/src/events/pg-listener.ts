import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface ListenerOptions {
  connectionString: string;
  channel: string;
  log: FastifyBaseLogger;
  onPayload: (payload: string) => void;
  /** After a reconnect: whatever was published while the connection was down is lost. */
  onReconnected: () => void;
  /** First retry delay; doubles with each failure up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * One LISTEN connection that stays up: when it drops or errors it is rebuilt with a growing delay,
 * each failure logged, until the database answers again. `up` says whether notifications can
 * arrive right now (surfaced in /api/health).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(private readonly options: ListenerOptions) {}

  get up(): boolean {
    return this.client !== null;
  }

  /** The first connection; failing here fails startup, as the database is needed anyway. */
  start(): Promise<void> {
    return this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'live events listener did not close cleanly');
    });
  }

  private async connect(): Promise<void> {
    const { connectionString, channel, onPayload } = this.options;
    // keepAlive: a peer that vanishes without closing the socket is noticed, not waited on forever.
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (message.payload) onPayload(message.payload);
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch((endError: unknown) => {
        this.options.log.debug({ err: endError }, 'live events: closing a failed connection failed');
      });
      throw error;
    }
    if (this.closed) return void (await client.end());
    this.client = client;
  }

  private dropped(client: pg.Client, error: Error): void {
    if (this.client !== client) return; // not (or no longer) the live connection
    this.client = null;
    this.options.log.error({ err: error }, 'live events listener lost its connection; reconnecting');
    client.removeAllListeners('end');
    client.end().catch(() => {
      // Already broken: the drop itself is logged above.
    });
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed) return;
    const { initialDelayMs = 500, maxDelayMs = 30_000 } = this.options;
    const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** this.failures);
    this.timer = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.failures += 1;
      this.options.log.error(
        { err: error, attempt: this.failures },
        'live events listener could not reconnect; trying again',
      );
      this.retryLater();
      return;
    }
    if (this.closed) return;
    this.options.log.info({ attempts: this.failures + 1 }, 'live events listener reconnected');
    this.failures = 0;
    this.options.onReconnected();
  }
}
