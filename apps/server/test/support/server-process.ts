import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  /** Games this process logged as simulated. */
  simulated(): number;
  /** The last lines it wrote (stdout and stderr), to show when a test fails. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const serverMain = resolve(import.meta.dirname, '../../src/main.ts');

/** A real server process (`node apps/server/src/main.ts`) with its scheduler running. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let simulated = 0;
  let buffer = '';
  const recent: string[] = [];
  const remember = (text: string) => {
    recent.push(...text.split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 40));
  };
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    remember(chunk);
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('simulated due games')) continue;
      simulated += (JSON.parse(line) as { simulated: number }).simulated;
    }
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', remember);
  return {
    child,
    simulated: () => simulated,
    output: () => recent.join('\n'),
    stop: (signal = 'SIGTERM') =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill(signal);
      }),
  };
}

/** Resolves once the process on `port` answers GET /api/health; fails with the processes' output if not. */
export async function untilUp(port: number, processes: ServerProcess[], timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`Not up\n${processes.map((p) => p.output()).join('\n---\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What a server process needs to share a test app's database, mail sink and session key. */
export interface SharedWith {
  ctx: { config: { DATABASE_URL: string; JWT_SECRET: string } };
  smtp: { url: string };
}

/**
 * A real server process on `port` sharing the test app's database, mail sink and session key (a session made
 * by the test app is good there), with `env` on top.
 */
export function startSharingProcess(
  t: SharedWith,
  port: number,
  env: Record<string, string> = {},
): ServerProcess {
  return startServerProcess({
    PORT: String(port),
    DATABASE_URL: t.ctx.config.DATABASE_URL,
    JWT_SECRET: t.ctx.config.JWT_SECRET,
    SMTP_URL: t.smtp.url,
    PUBLIC_URL: 'http://rinkside.test',
    ...env,
  });
}
