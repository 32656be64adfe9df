// npm run bench:season: a full 1,312-game regular season (32 teams x 82 games) simulated end to end:
// engine, result, play-by-play and every stats row stored, on SQLite and (with RINKSIDE_TEST_PG) PostgreSQL;
// then the bytes each game's play-by-play takes stored, beside its JSON, and the time to write and read one.
import { createLeague } from '../apps/server/src/modules/leagues/create-league';
import { generateSeasonSchedule } from '../apps/server/src/modules/games/service';
import { simulateDueGames } from '../apps/server/src/modules/games/simulate';
import { decodeGame, encodeSimulation } from '../apps/server/src/modules/games/game-record-codec';
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
  const records = await db.selectFrom('game_simulations').select('record').execute();
  const stored = records.reduce((sum, r) => sum + r.record.length, 0);
  let clock = performance.now();
  const played = records.map((r) => decodeGame(r.record));
  const readMs = (performance.now() - clock) / records.length;
  clock = performance.now();
  for (const game of played) encodeSimulation(game);
  const writeMs = (performance.now() - clock) / records.length;
  clock = performance.now();
  const json = played.reduce((sum, game) => sum + Buffer.byteLength(JSON.stringify(game)), 0);
  const jsonMs = (performance.now() - clock) / records.length;
  const kib = (bytes: number) => (bytes / records.length / 1024).toFixed(1);
  const target = dialect === 'sqlite' ? 10 : 20;
  console.log(
    `${dialect.padEnd(8)} season: ${simulated}/${games} games in ${seconds.toFixed(2)} s ` +
      `(${(simulated / seconds).toFixed(0)} games/s, ${Number(rows.n)} player rows) - target < ${target} s`,
  );
  console.log(
    `${dialect.padEnd(8)} play-by-play a game: ${kib(stored)} KiB stored (${kib(json)} KiB as JSON), ` +
      `encoded in ${writeMs.toFixed(2)} ms (as JSON ${jsonMs.toFixed(2)} ms), read back in ${readMs.toFixed(2)} ms` +
      ` - target <= 16 KiB`,
  );
  await t.close();
}
