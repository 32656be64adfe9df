import type { LiveEvent } from '@rinkside/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type EventBus, LocalEventBus } from './event-bus';

const CHANNEL = 'rinkside_events';

/** NOTIFY payloads are limited to 8000 bytes: messages travel by id and are loaded where they arrive. */
type Wire =
  | { userIds: number[]; kind: 'message'; messageId: number }
  | { userIds: number[]; kind: 'event'; event: LiveEvent };

export type MessageLoader = (messageId: number) => Promise<LiveEvent | null>;

/**
 * Live events across every server process on one PostgreSQL: each publish is a NOTIFY, and each
 * process LISTENs and delivers to its own subscribers. Reconnects when the connection drops.
 */
export async function createPgEventBus(
  connectionString: string,
  loadMessage: MessageLoader,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const local = new LocalEventBus();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', (error) => log.warn({ err: error }, 'live events publisher connection lost'));
  let listener: pg.Client | null = null;
  let closed = false;

  const onNotification = async (payload: string | undefined) => {
    if (!payload) return;
    try {
      const wire = JSON.parse(payload) as Wire;
      const event = wire.kind === 'event' ? wire.event : await loadMessage(wire.messageId);
      if (event) local.deliver(wire.userIds, event);
    } catch (error) {
      log.error({ err: error }, 'could not deliver a live event');
    }
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => void onNotification(message.payload));
    client.on('error', (error) => {
      log.warn({ err: error }, 'live events connection lost; reconnecting');
      listener = null;
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await connect();

  return {
    subscribe: (userId, fn) => local.subscribe(userId, fn),
    async publish(userIds, event) {
      const wire: Wire =
        event.type === 'message'
          ? { userIds: [...userIds], kind: 'message', messageId: event.message.id }
          : { userIds: [...userIds], kind: 'event', event };
      await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(wire)]);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
