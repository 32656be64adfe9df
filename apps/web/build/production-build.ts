// A production build of the web app into a folder of the caller's choosing, so the budget test measures the
// code as it stands without touching apps/web/dist (which the end-to-end tests and `npm start` serve).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { WEB_ROOT } from './initial-bytes';

const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

export function buildWebInto(outDir: string): void {
  // Vitest runs with NODE_ENV=test, and Vite builds for whatever NODE_ENV says: React's development build
  // would be measured instead of the production one.
  const { NODE_ENV: _, ...env } = process.env;
  const result = spawnSync(
    process.execPath,
    [
      viteBin,
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--sourcemap',
      '--logLevel',
      'warn',
    ],
    { cwd: WEB_ROOT, env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`The web build failed:\n${result.stdout}\n${result.stderr}`);
}
