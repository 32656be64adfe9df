// `npm start`: builds the web app when its sources are newer than the build, then runs the server,
// which migrates the database and serves the web app and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
const webDist = join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestChange(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
if (builtAt < Math.max(...webSources.map(newestChange))) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@rinkside/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's own Node.js options (server-node-flags.mjs): its young generation, each thread's own collection.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
