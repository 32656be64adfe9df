import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OWN_THREAD_GC, SERVER_NODE_FLAGS, YOUNG_GENERATION } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * A child process with `flags` in which a worker thread makes garbage for 600 ms; it prints the CPU ticks
 * of that thread and of every thread but it and the main thread (V8's helpers among them), from /proc.
 */
const GARBAGE_IN_A_WORKER = `
const { Worker } = require('node:worker_threads');
const fs = require('node:fs');
const ticks = (tid) => {
  const fields = fs.readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
const worker = new Worker(\`
  const { parentPort } = require('node:worker_threads');
  const tid = require('node:fs').readlinkSync('/proc/thread-self').split('/').pop();
  let kept = [];
  const until = performance.now() + 600;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i += 1) kept.push({ pair: [i, i + 1], name: 'x' + i });
    if (kept.length > 200000) kept = kept.slice(100000);
  }
  parentPort.postMessage(tid);
\`, { eval: true });
worker.on('message', (workerTid) => {
  let others = 0;
  for (const tid of fs.readdirSync('/proc/self/task'))
    if (tid !== String(process.pid) && tid !== workerTid) others += ticks(tid);
  process.stdout.write(JSON.stringify({ worker: ticks(workerTid), others }));
  process.exit(0);
});
`;

function garbageInAWorker(flags: readonly string[]): { worker: number; others: number } {
  const run = spawnSync(process.execPath, [...flags, '-e', GARBAGE_IN_A_WORKER], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { worker: number; others: number };
}

describe("the server's Node.js options", () => {
  it('are options this Node.js accepts', () => {
    const run = spawnSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, '-p', 'JSON.stringify(process.execArgv)'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(expect.arrayContaining([YOUNG_GENERATION, OWN_THREAD_GC]));
  });

  it.runIf(process.platform === 'linux')(
    "leave a thread's garbage to that thread, at its priority, not to helpers at the main thread's",
    () => {
      const own = garbageInAWorker(SERVER_NODE_FLAGS);
      expect(own.worker).toBeGreaterThan(0);
      expect(own.others).toBeLessThanOrEqual(Math.max(2, own.worker / 20));
    },
  );

  it('are the ones the server package starts with and the season bench runs with', () => {
    const server = JSON.parse(readFileSync(`${root}apps/server/package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    const workspace = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const flag of SERVER_NODE_FLAGS) {
      expect(server.scripts.start).toContain(flag);
      expect(workspace.scripts['bench:season']).toContain(flag);
    }
  });
});
