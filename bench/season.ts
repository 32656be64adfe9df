// npm run bench:season: a full 1,312-game regular season (32 teams x 82 games) simulated end to end:
// engine, result, play-by-play, located shots and every stats row stored, on SQLite and (with
// RINKSIDE_TEST_PG) PostgreSQL; then the playoffs to a champion (the commissioner simulates ahead) and the
// rollover to the next season. Each figure is printed beside its target (issue 28): on SQLite the regular
// season in 3 s and the whole season in 6 s, on PostgreSQL each within twice SQLite's. Then the bytes a
// game takes stored and the time to write and read one. CPU seconds (this process's) are printed beside
// the wall time: on a shared machine they move less with the neighbours' load.
import { createLeague } from '../apps/server/src/modules/leagues/create-league';
import { generateSeasonSchedule } from '../apps/server/src/modules/games/service';
import { simulateDueGames } from '../apps/server/src/modules/games/simulate';
import { DIALECTS, type Dialect } from '../apps/server/test/support/databases';
import { createTestApp } from '../apps/server/test/support/test-app';
import { type Phase, recordBytes, timed } from './support/season-report';
import { playPlayoffs, regularSeasonSpan, rollOver } from './support/season-phases';

const BATCH = Number(process.env.SEASON_BATCH ?? 200);
// SIMULATION_THREADS=0 plays the games in the main thread, to compare with the worker threads (docs/decisions/064).
const threads = process.env.SIMULATION_THREADS;
/** Issue 28, on SQLite: the regular season and the whole season (through the rollover), in seconds. */
const TARGET = { regular: 3, whole: 6 };
/** Issue 28: PostgreSQL within this multiple of SQLite's time. */
const POSTGRES_FACTOR = 2;

const sqliteTimes: { regular?: number; whole?: number } = {};

const verdict = (seconds: number, target: number | undefined): string =>
  target === undefined ? '' : ` - target <= ${target.toFixed(2)} s ${seconds <= target ? '✓' : '✗'}`;

function targetOf(dialect: Dialect, phase: 'regular' | 'whole'): number | undefined {
  if (dialect === 'sqlite') return TARGET[phase];
  const sqlite = sqliteTimes[phase];
  return sqlite === undefined ? undefined : sqlite * POSTGRES_FACTOR;
}

const figure = (p: Phase) =>
  `${p.seconds.toFixed(2)} s (CPU ${p.cpuSeconds.toFixed(2)} s, main thread busy ${p.mainThreadSeconds.toFixed(2)} s)`;

for (const dialect of DIALECTS) {
  const t = await createTestApp(dialect, threads === undefined ? {} : { SIMULATION_THREADS: threads });
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
  const generated = await generateSeasonSchedule(t.ctx, leagueId, user.id, {
    gamesPerTeam: 82,
    playPastGames: true,
    startDate: '2026-10-07',
    endDate: '2027-04-15',
  });
  const games = 'created' in generated ? generated.created : 0;

  const league = { leagueId, userId: user.id };
  const span = await regularSeasonSpan(t, leagueId);

  // Through the last regular-season game only: the batch that plays it also starts the playoffs.
  const regular = await timed(async () => {
    let simulated = 0;
    for (;;) {
      const n = await simulateDueGames(t.ctx, { until: span.lastStart, leagueId, limit: BATCH });
      simulated += n;
      if (n === 0) return simulated;
    }
  });
  // Counted before the playoffs add theirs, so the row count stays the regular season's.
  const rows = await db
    .selectFrom('player_game_stats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const playoffs = await timed(() => playPlayoffs(t, league, span.lastDay));
  const rollover = await timed(() => rollOver(t, league));
  const whole: Phase = {
    seconds: regular.seconds + playoffs.seconds + rollover.seconds,
    cpuSeconds: regular.cpuSeconds + playoffs.cpuSeconds + rollover.cpuSeconds,
    mainThreadSeconds: regular.mainThreadSeconds + playoffs.mainThreadSeconds + rollover.mainThreadSeconds,
  };
  const regularTarget = targetOf(dialect, 'regular');
  const wholeTarget = targetOf(dialect, 'whole');
  if (dialect === 'sqlite') Object.assign(sqliteTimes, { regular: regular.seconds, whole: whole.seconds });

  const label = dialect.padEnd(8);
  const played = regular.result;
  console.log(
    `${label} regular season: ${played}/${games} games in ${figure(regular)}, ` +
      `${(played / regular.seconds).toFixed(0)} games/s, ${Number(rows.n)} player rows${verdict(regular.seconds, regularTarget)}`,
  );
  console.log(
    `${label} playoffs: ${playoffs.result.games} games in ${figure(playoffs)}, ${playoffs.result.champion} win the Cup`,
  );
  const next = rollover.result;
  console.log(
    `${label} rollover: ${figure(rollover)} (${next.progressed} players aged, ${next.retired} retired, ` +
      `${next.generated} generated, ${next.games} games scheduled for ${next.season.name})`,
  );
  console.log(
    `${label} whole season: ${figure(whole)} (regular ${regular.seconds.toFixed(2)} + playoffs ` +
      `${playoffs.seconds.toFixed(2)} + rollover ${rollover.seconds.toFixed(2)})${verdict(whole.seconds, wholeTarget)}`,
  );
  const bytes = await recordBytes(db);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `${label} a game stored: ${kib(bytes.record + bytes.shots)} (play-by-play ${kib(bytes.record)}, ` +
      `${kib(bytes.json)} as JSON; located shots ${kib(bytes.shots)}) - target <= 16 KiB`,
  );
  console.log(
    `${label} a game's play-by-play: written in ${bytes.writeMs.toFixed(3)} ms ` +
      `(JSON.stringify ${bytes.jsonMs.toFixed(3)} ms), read back for its page in ${bytes.readMs.toFixed(3)} ms`,
  );
  await t.close();
}
