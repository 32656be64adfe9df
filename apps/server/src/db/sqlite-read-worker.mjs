// The SQLite reading connection's thread (docs/decisions/095): it opens the database file read-only and
// answers each SELECT the main thread sends, so a long read never holds the thread that answers requests.
// Plain JavaScript: a worker thread starts as plain Node.js, whatever started the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { lowerThreadPriority } from '../lib/thread-priority.mjs';

/** Statements kept prepared, as on the main thread's connections (docs/decisions/065). */
const CACHED_STATEMENTS = 500;

// Between the main thread, whose answers wait for the rows, and the batch thread (docs/decisions/096).
lowerThreadPriority(workerData.niceness);
const sqlite = new SQLite(workerData.file, { readonly: true });
sqlite.pragma(`busy_timeout = ${workerData.busyTimeoutMs}`);
const statements = new Map();

function prepare(sql) {
  const cached = statements.get(sql);
  if (cached) return cached;
  const statement = sqlite.prepare(sql);
  if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value);
  statements.set(sql, statement);
  return statement;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: prepare(sql).all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
