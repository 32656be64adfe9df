import { getPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { startDatabaseThread } from '../../../db/thread-database';
import { brotliInThisThread, COMPRESS_MIN_BYTES } from '../../../http/compression';
import { errorForThread } from '../../../lib/thread-errors';
import { seasonPageValue } from '../season-pages';
import type { PageAnswer, PageCall, PageThreadData } from './page-messages';

/** Connections the page thread opens on PostgreSQL: a page reads two aggregates at once. */
const PG_CONNECTIONS = 2;

// Its reads run on its own connection, in this thread: it is the one that reads the season aggregates.
const { port, database } = startDatabaseThread(workerData as PageThreadData, {
  pgConnections: PG_CONNECTIONS,
});

async function compute({ id, ask }: PageCall): Promise<PageAnswer> {
  try {
    // Bytes over memory of their own, not a slice of Node's shared pool, so that memory can move.
    const json = new TextEncoder().encode(JSON.stringify(await seasonPageValue(database.db, ask)));
    const brotli =
      json.byteLength >= COMPRESS_MIN_BYTES ? new Uint8Array(brotliInThisThread(json)) : undefined;
    return { id, niceness: getPriority(), json, ...(brotli ? { brotli } : {}) };
  } catch (error) {
    return { id, niceness: getPriority(), error: errorForThread(error) };
  }
}

port.on('message', (call: PageCall) => {
  void compute(call).then((answer) => {
    const moved = [answer.json?.buffer, answer.brotli?.buffer];
    port.postMessage(
      answer,
      moved.filter((buffer) => buffer instanceof ArrayBuffer),
    );
  });
});
