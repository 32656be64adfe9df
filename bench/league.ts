// npm run bench:league: how long creating an NHL-mode league (32 teams, full rosters, season, lineups,
// depth charts, draft picks) takes, on SQLite and, when RINKSIDE_TEST_PG is set, on PostgreSQL.
import { createTestApp } from '../apps/server/test/support/test-app';
import { DIALECTS } from '../apps/server/test/support/databases';
import { createLeague } from '../apps/server/src/modules/leagues/create-league';

const RUNS = Number(process.argv[2] ?? 5);

for (const dialect of DIALECTS) {
  const t = await createTestApp(dialect);
  const user = await t.ctx.database.db
    .insertInto('users')
    .values({
      email: 'bench@example.com',
      username: 'bench',
      username_key: 'bench',
      password_hash: 'x',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await createLeague(t.ctx, user.id, { name: `Bench ${i}` });
    times.push(performance.now() - start);
  }
  const players = await t.ctx.database.db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${dialect.padEnd(8)} create NHL league (32 teams, ${Number(players.n) / RUNS} players): ` +
      `median ${median.toFixed(0)} ms, best ${times[0]?.toFixed(0)} ms, worst ${times.at(-1)?.toFixed(0)} ms over ${RUNS} runs (target < 2000 ms)`,
  );
  await t.close();
}
