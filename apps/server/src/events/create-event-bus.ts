import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { findMessage } from '../modules/messages/api';
import { createLocalEventBus, type EventBus } from './event-bus';
import { createPgEventBus } from './pg-event-bus';

/** In-process on SQLite; across processes through LISTEN/NOTIFY on PostgreSQL. */
export async function createEventBus(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (database.kind !== 'postgres') return createLocalEventBus();
  return createPgEventBus(
    config.DATABASE_URL,
    async (id) => {
      const message = await findMessage(database.db, id);
      return message ? { type: 'message', message } : null;
    },
    log,
  );
}
