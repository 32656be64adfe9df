import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../lib/thread-priority.mjs';
import { type DatabaseKind, openDatabase } from './database';

/** What a worker thread with a database connection of its own starts with (docs/decisions/096, 099). */
export interface DatabaseThreadData {
  databaseUrl: string;
  kind: DatabaseKind;
  statementTimeoutSeconds: number;
  niceness: number;
}

/**
 * The start of such a thread: its port to the main thread, its priority lowered to `niceness`, and its own
 * connection (a pool of `pgConnections` on PostgreSQL), which reads and writes in this thread.
 */
export function startDatabaseThread(
  data: DatabaseThreadData,
  options: { pgConnections: number; backgroundOf?: SharedArrayBuffer },
) {
  const port = parentPort;
  if (!port) throw new Error('This module runs in a worker thread');
  lowerThreadPriority(data.niceness);
  const database = openDatabase(data.databaseUrl, data.kind, {
    statementTimeoutSeconds: data.statementTimeoutSeconds,
    sqliteReadThreads: 0,
    ...options,
  });
  return { port, database };
}
