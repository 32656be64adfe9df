// A real Rinkside server for a benchmark: its own process (as `npm start` runs it), a free loopback port, and
// by default a new SQLite file in a temporary folder; or a database the bench made, which several such
// servers may share. It serves the web app from apps/web/dist.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

export interface BenchServer {
  baseUrl: string;
  /** The server process's id, to read its memory from /proc. */
  pid: number;
  /** Resolves with the first log line that matches, written before or after the call. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** A database the caller made and drops (a SQLite path or a postgres:// URL); by default a new SQLite file. */
  databaseUrl?: string;
  /** Info by default, for the verification link that a server without SMTP writes to its log. */
  logLevel?: 'info' | 'warn';
  /** More settings for the server (JWT_SECRET shared by several processes, rate limits, intervals). */
  env?: Record<string, string>;
  /** Writes the server's log lines to the bench's stderr too, prefixed with this (a server logging warnings). */
  echo?: string;
}

const root = resolve(import.meta.dirname, '../..');
// Lines kept for waitForLog: enough for a sign-up's link, bounded for a server that logs for minutes.
const KEPT_LINES = 2_000;

export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (address === null || typeof address === 'string') throw new Error('No port from the probe');
  return address.port;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The server at ${url} did not start within 30 s`);
}

/** The caller's database, else a new SQLite file in a folder of its own that goes when the server stops. */
function databaseFor(options: BenchServerOptions): { url: string; remove(): void } {
  if (options.databaseUrl !== undefined) return { url: options.databaseUrl, remove: () => undefined };
  const folder = mkdtempSync(join(tmpdir(), 'rinkside-bench-web-'));
  return { url: join(folder, 'rinkside.db'), remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const database = databaseFor(options);
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: more options for the server's node, such as `--cpu-prof` to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The Node.js options `npm start` gives the server (scripts/server-node-flags.mjs).
  const serverArgs = [...SERVER_NODE_FLAGS, ...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      LOG_LEVEL: options.logLevel ?? 'info',
      SCHEDULER_INTERVAL_SECONDS: '3600',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  let partial = '';
  const take = (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
      if (options.echo !== undefined) process.stderr.write(`${options.echo}${line}\n`);
      waiters.forEach((waiter) => waiter(line));
    }
  };
  child.stdout?.setEncoding('utf8').on('data', take);
  child.stderr?.setEncoding('utf8').on('data', take);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    }
    database.remove();
  };

  try {
    await waitForHealth(`${baseUrl}/api/health`, child);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${lines.slice(-20).join('\n')}`);
  }

  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop,
    waitForLog: (pattern, timeoutMs = 10_000) => {
      const earlier = lines.find((line) => pattern.test(line));
      if (earlier) return Promise.resolve(earlier);
      return new Promise((done, fail) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          fail(new Error(`No log line matched ${pattern} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (line: string) => {
          if (!pattern.test(line)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          done(line);
        };
        waiters.add(waiter);
      });
    },
  };
}
