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
