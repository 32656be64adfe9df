// npm run bench:season: a full 1,312-game regular season (32 teams x 82 games) simulated end to end:
// engine, result, play-by-play and every stats row stored, on SQLite and (with RINKSIDE_TEST_PG) PostgreSQL.
import { createLeague } from '../apps/server/src/modules/leagues/create-league';
import { generateSeasonSchedule } from '../apps/server/src/modules/games/service';
import { simulateDueGames } from '../apps/server/src/modules/games/simulate';
import { DIALECTS } from '../apps/server/test/support/databases';
import { createTestApp } from '../apps/server/test/support/test-app';

const BATCH = Number(process.env.SEASON_BATCH ?? 200);

for (const dialect of DIALECTS) {
  const t = await createTestApp(dialect);
  const { db } = t.ctx.database;
  const user = await db
    .insertInto('users')
    .values({
      email: 'b@example.com',
      username: 'bench',
      username_key: 'bench',
      password_hash: 'x',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: leagueId } = await createLeague(t.ctx, user.id, { name: 'Season bench' });
  const games = await generateSeasonSchedule(t.ctx, leagueId, user.id, {
    gamesPerTeam: 82,
    startDate: '2026-10-07',
    endDate: '2027-04-15',
  });

  const start = performance.now();
  let simulated = 0;
  for (;;) {
    const n = await simulateDueGames(t.ctx, { until: new Date('2100-01-01'), leagueId, limit: BATCH });
    simulated += n;
    if (n === 0) break;
  }
  const seconds = (performance.now() - start) / 1000;
  const rows = await db
    .selectFrom('player_game_stats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const size = await db
    .selectFrom('game_simulations')
    .select((eb) => eb.fn.sum<number>(eb.fn('length', ['data'])).as('bytes'))
    .executeTakeFirstOrThrow();
  const target = dialect === 'sqlite' ? 10 : 20;
  console.log(
    `${dialect.padEnd(8)} season: ${simulated}/${games} games in ${seconds.toFixed(2)} s ` +
      `(${(simulated / seconds).toFixed(0)} games/s, ${Number(rows.n)} player rows, ` +
      `${(Number(size.bytes) / simulated / 1024).toFixed(0)} KiB play-by-play a game) - target < ${target} s`,
  );
  await t.close();
}
