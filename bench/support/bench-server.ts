// A real Rinkside server for a benchmark: its own process (as `npm start` runs it), a new SQLite file in a
// temporary folder, a free loopback port. It serves the web app from apps/web/dist.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface BenchServer {
  baseUrl: string;
  /** Resolves with the first log line that matches, written before or after the call. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

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

export async function startBenchServer(): Promise<BenchServer> {
  const folder = mkdtempSync(join(tmpdir(), 'rinkside-bench-web-'));
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: join(folder, 'rinkside.db'),
      // Info, for the verification link that a server without SMTP writes to its log.
      LOG_LEVEL: 'info',
      SCHEDULER_INTERVAL_SECONDS: '3600',
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
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`${baseUrl}/api/health`, child);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${lines.slice(-20).join('\n')}`);
  }

  return {
    baseUrl,
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
