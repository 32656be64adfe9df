import type { LiveEvent } from '@rinkside/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type EventBus, LocalEventBus, type SessionEndReason } from './event-bus';
import { PgListener } from './pg-listener';

const CHANNEL = 'rinkside_events';

/** NOTIFY payloads are limited to 8000 bytes: messages travel by id and are loaded where they arrive. */
type Wire =
  | { userIds: number[]; kind: 'message'; messageId: number }
  | { userIds: number[]; kind: 'event'; event: LiveEvent }
  | { kind: 'session-ended'; userId: number; family: string; reason: SessionEndReason };

export type MessageLoader = (messageId: number) => Promise<LiveEvent | null>;

/**
 * Live events across every server process on one PostgreSQL: each publish is a NOTIFY, and each
 * process LISTENs and delivers to its own subscribers. The listener reconnects when it drops.
 */
export async function createPgEventBus(
  connectionString: string,
  loadMessage: MessageLoader,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  const local = new LocalEventBus();
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', (error) => log.warn({ err: error }, 'live events publisher connection lost'));

  const onPayload = async (payload: string) => {
    try {
      const wire = JSON.parse(payload) as Wire;
      if (wire.kind === 'session-ended') return local.endSession(wire.userId, wire.family, wire.reason);
      const event = wire.kind === 'event' ? wire.event : await loadMessage(wire.messageId);
      if (event) local.deliver(wire.userIds, event);
    } catch (error) {
      log.error({ err: error }, 'could not deliver a live event');
    }
  };
  const listener = new PgListener({
    connectionString,
    channel: CHANNEL,
    log,
    onPayload: (payload) => void onPayload(payload),
    onReconnected: () => local.gap(),
  });
  await listener.start();

  const notify = async (wire: Wire) => {
    await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(wire)]);
  };
  return {
    subscribe: (userId, subscriber) => local.subscribe(userId, subscriber),
    publish: (userIds, event) =>
      notify(
        event.type === 'message'
          ? { userIds: [...userIds], kind: 'message', messageId: event.message.id }
          : { userIds: [...userIds], kind: 'event', event },
      ),
    endSession: (userId, family, reason) => notify({ kind: 'session-ended', userId, family, reason }),
    status: () => (listener.up ? 'ok' : 'reconnecting'),
    async close() {
      await listener.close();
      await publisher.end();
    },
  };
}
