// npm run bench:api: requests per second and latency percentiles of the standings and stats calls for a
// league with a full simulated season, 50 concurrent clients, beside a bare /api/health in the same run; each
// stats call once plain and once as a browser asks for it (brotli), with the bytes of one answer.
// The server runs in its own process, as in production; SQLite, and PostgreSQL with RINKSIDE_TEST_PG.
import { spawn } from 'node:child_process';
import { AccessTokens } from '../apps/server/src/modules/auth/tokens';
import { DIALECTS } from '../apps/server/test/support/databases';
import { createTestApp } from '../apps/server/test/support/test-app';
import { fullSeason } from './support/full-season';
import { load } from './support/http-load';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 3290;

async function waitForHealth(url: string) {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server at ${url} did not start`);
}

for (const dialect of DIALECTS) {
  const t = await createTestApp(dialect);
  const { leagueId, userId } = await fullSeason(t);
  const { DATABASE_URL, JWT_SECRET } = t.ctx.config;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL,
      JWT_SECRET,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_SECONDS: '3600',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(`${base}/api/health`);
    const token = await new AccessTokens(JWT_SECRET, 3600, () => new Date()).sign({ userId });
    const calls = [['health', '/api/health', 'identity']] as [string, string, string][];
    for (const name of ['standings', 'stats', 'team-stats']) {
      calls.push([name, `/api/league/${leagueId}/${name}`, 'identity']);
      calls.push([`${name} br`, `/api/league/${leagueId}/${name}`, 'br']);
    }
    console.log(
      `\n${dialect}: ${CONNECTIONS} connections, ${SECONDS} s a call, full 1,312-game season (target p99 < 50 ms)`,
    );
    console.log('call             req/s   p50 ms   p90 ms   p99 ms   max ms   errors   KB/answer');
    for (const [name, path, encoding] of calls) {
      const headers = { cookie: `rs_access=${token}`, 'accept-encoding': encoding };
      // A running server is warm: fill the cache and let the JIT settle before measuring.
      await load(`${base}${path}`, { connections: 10, seconds: 2, headers });
      const r = await load(`${base}${path}`, { connections: CONNECTIONS, seconds: SECONDS, headers });
      const ms = (value: number) => value.toFixed(1).padStart(8);
      console.log(
        `${name.padEnd(15)} ${r.requestsPerSecond.toFixed(0).padStart(6)} ${ms(r.p50)} ${ms(r.p90)} ${ms(r.p99)} ${ms(r.max)} ${String(r.errors).padStart(8)} ${(r.bodyBytes / 1024).toFixed(1).padStart(11)}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await t.close();
  }
}
