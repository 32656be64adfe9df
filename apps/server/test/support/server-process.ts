import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  /** Games this process logged as simulated. */
  simulated(): number;
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
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('simulated due games')) continue;
      simulated += (JSON.parse(line) as { simulated: number }).simulated;
    }
  });
  child.stderr?.resume();
  return {
    child,
    simulated: () => simulated,
    stop: (signal = 'SIGTERM') =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill(signal);
      }),
  };
}
