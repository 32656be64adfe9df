// npm run bench:season: a full 1,312-game regular season (32 teams x 82 games) simulated end to end:
// engine, result, play-by-play and every stats row stored, on SQLite and (with RINKSIDE_TEST_PG) PostgreSQL;
// then the playoffs to a champion (the commissioner simulates ahead) and the rollover to the next season,
// each timed, with the whole season's total against its target (issue #14);
// then the bytes each game's play-by-play takes stored, beside its JSON, and the time to write and read one.
import { createLeague } from '../apps/server/src/modules/leagues/create-league';
import { generateSeasonSchedule } from '../apps/server/src/modules/games/service';
import { simulateDueGames } from '../apps/server/src/modules/games/simulate';
import { decodeGame, encodeSimulation } from '../apps/server/src/modules/games/game-record-codec';
import { DIALECTS } from '../apps/server/test/support/databases';
import { createTestApp } from '../apps/server/test/support/test-app';
import { playPlayoffs, regularSeasonSpan, rollOver } from './support/season-phases';

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

  const league = { leagueId, userId: user.id };
  const span = await regularSeasonSpan(t, leagueId);

  // Through the last regular-season game only: the batch that plays it also starts the playoffs.
  const start = performance.now();
  let simulated = 0;
  for (;;) {
    const n = await simulateDueGames(t.ctx, { until: span.lastStart, leagueId, limit: BATCH });
    simulated += n;
    if (n === 0) break;
  }
  const seconds = (performance.now() - start) / 1000;
  // Counted before the playoffs add theirs, so the row count stays the regular season's.
  const rows = await db
    .selectFrom('player_game_stats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let clock = performance.now();
  const playoffs = await playPlayoffs(t, league, span.lastDay);
  const playoffSeconds = (performance.now() - clock) / 1000;
  clock = performance.now();
  const next = await rollOver(t, league);
  const rolloverSeconds = (performance.now() - clock) / 1000;
  const totalSeconds = seconds + playoffSeconds + rolloverSeconds;

  const records = await db.selectFrom('game_simulations').select('record').execute();
  const stored = records.reduce((sum, r) => sum + r.record.length, 0);
  clock = performance.now();
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
  const label = dialect.padEnd(8);
  console.log(
    `${label} season: ${simulated}/${games} games in ${seconds.toFixed(2)} s ` +
      `(${(simulated / seconds).toFixed(0)} games/s, ${Number(rows.n)} player rows) - target < ${target} s`,
  );
  console.log(
    `${label} playoffs: ${playoffs.games} games in ${playoffSeconds.toFixed(2)} s, ${playoffs.champion} win the Cup`,
  );
  console.log(
    `${label} rollover: ${rolloverSeconds.toFixed(2)} s (${next.progressed} players aged, ${next.retired} retired, ` +
      `${next.generated} generated, ${next.games} games scheduled for ${next.season.name})`,
  );
  // Issue #14: a whole season, regular season through the rollover, on SQLite.
  const wholeTarget = dialect === 'sqlite' ? ` - target < 15 s ${totalSeconds < 15 ? '✓' : '✗'}` : '';
  console.log(
    `${label} whole season: ${totalSeconds.toFixed(2)} s (regular ${seconds.toFixed(2)} + playoffs ` +
      `${playoffSeconds.toFixed(2)} + rollover ${rolloverSeconds.toFixed(2)})${wholeTarget}`,
  );
  console.log(
    `${dialect.padEnd(8)} play-by-play a game: ${kib(stored)} KiB stored (${kib(json)} KiB as JSON), ` +
      `encoded in ${writeMs.toFixed(2)} ms (as JSON ${jsonMs.toFixed(2)} ms), read back in ${readMs.toFixed(2)} ms` +
      ` - target <= 16 KiB`,
  );
  await t.close();
}
