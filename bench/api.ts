// npm run bench:api: requests per second and latency percentiles of the standings and stats calls for a
// league with a full simulated season, 50 concurrent clients, beside a bare /api/health in the same run; each
// stats call once plain and once as a browser asks for it (brotli), with the bytes of one answer.
// The server runs in its own process, as in production; SQLite, and PostgreSQL with RINKSIDE_TEST_PG.
import { AccessTokens } from '../apps/server/src/modules/auth/tokens';
import { DIALECTS } from '../apps/server/test/support/databases';
import { createTestApp } from '../apps/server/test/support/test-app';
import { startBenchServer } from './support/bench-server';
import { fullSeason } from './support/full-season';
import { load } from './support/http-load';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

for (const dialect of DIALECTS) {
  const t = await createTestApp(dialect);
  const { leagueId, userId } = await fullSeason(t);
  const { DATABASE_URL, JWT_SECRET } = t.ctx.config;
  const server = await startBenchServer({
    databaseUrl: DATABASE_URL,
    logLevel: 'warn',
    env: { JWT_SECRET },
    echo: '',
  });
  try {
    const base = server.baseUrl;
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
    await server.stop();
    await t.close();
  }
}
