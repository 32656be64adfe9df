import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYOFF_SETTINGS } from '@rinkside/domain';
import { generateSeasonSchedule } from '../src/modules/games/service';
import { playDueGames } from '../src/modules/games/simulate';
import { createLeague } from '../src/modules/leagues/create-league';
import { setPlayoffSettings } from '../src/modules/playoffs/service';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A league of `teamCount` teams with all its regular-season games due, its playoffs left to start by hand; a
 * game a day or so, so goalies start on consecutive days and tire.
 */
async function leagueOfDueGames(t: TestApp, teamCount: number, gamesPerTeam: number) {
  const user = await signUp(t);
  const { id } = await createLeague(t.ctx, user.id, {
    name: 'Threads',
    mode: 'Custom',
    importTeams: false,
    teamCount,
  });
  await setPlayoffSettings(t.ctx, id, user.id, { ...DEFAULT_PLAYOFF_SETTINGS, autoStart: false });
  await generateSeasonSchedule(t.ctx, id, user.id, {
    gamesPerTeam,
    playPastGames: true,
    startDate: '2025-10-01',
    endDate: `2025-10-${String(gamesPerTeam + 4).padStart(2, '0')}`,
  });
  return id;
}

/** Plays the league's due games in batches of `limit`, as the scheduler does, until none is left. */
async function playAll(t: TestApp, leagueId: number, limit: number) {
  for (;;) {
    const run = await playDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit });
    expect(run.failed).toBe(0);
    if (run.claimed === 0) return;
  }
}

/** What a league's played games left: results, stored play-by-play, stats rows, injuries. */
async function whatWasPlayed(t: TestApp, leagueId: number) {
  const { db } = t.ctx.database;
  const games = await db
    .selectFrom('games')
    .select(['id', 'status', 'home_score', 'away_score', 'result_type'])
    .where('league_id', '=', leagueId)
    .orderBy('id')
    .execute();
  const gameIds = games.map((g) => g.id);
  const records = await db
    .selectFrom('game_simulations')
    .select(['game_id', 'record'])
    .where('game_id', 'in', gameIds)
    .orderBy('game_id')
    .execute();
  const skaters = await db
    .selectFrom('player_game_stats')
    .selectAll()
    .where('game_id', 'in', gameIds)
    .orderBy('game_id')
    .orderBy('player_id')
    .execute();
  const goalies = await db
    .selectFrom('goalie_game_stats')
    .selectAll()
    .where('game_id', 'in', gameIds)
    .orderBy('game_id')
    .orderBy('player_id')
    .execute();
  const injuries = await db
    .selectFrom('players')
    .select(['id', 'injury'])
    .where('league_id', '=', leagueId)
    .orderBy('id')
    .execute();
  return {
    games,
    records: records.map((r) => [r.game_id, Buffer.from(r.record).toString('base64')]),
    skaters,
    goalies,
    injuries,
  };
}

// Docs/decisions/064: the engine plays in worker threads, each game as soon as its teams' earlier games are stored.
describe('games played in worker threads', () => {
  // A copy of one database is the same league twice, seeds and all; SQLite copies a file (the pool itself
  // is the same on PostgreSQL, checked by the test below). One game a batch in the main thread dresses each
  // game after its teams' previous one is stored, as the batch did before it played games ahead in threads.
  it('store the same results, play-by-play, stats and injuries as games played one by one in the main thread', async () => {
    const copies = mkdtempSync(join(tmpdir(), 'rinkside-threads-'));
    const oneByOne = await createTestApp('sqlite', { SIMULATION_THREADS: '0' });
    let inThreads: TestApp | null = null;
    try {
      // Six teams: three games a day at once; batches of eight cut days in two.
      const leagueId = await leagueOfDueGames(oneByOne, 6, 6);
      const copy = join(copies, 'copy.db');
      await sql`VACUUM INTO ${copy}`.execute(oneByOne.ctx.database.db);
      inThreads = await createTestApp('sqlite', { DATABASE_URL: copy, SIMULATION_THREADS: '2' });

      await playAll(oneByOne, leagueId, 1);
      await playAll(inThreads, leagueId, 8);
      const expected = await whatWasPlayed(oneByOne, leagueId);
      expect(expected.games.length).toBe(18);
      expect(expected.games.every((g) => g.status === 'final')).toBe(true);
      expect(await whatWasPlayed(inThreads, leagueId)).toEqual(expected);
    } finally {
      await inThreads?.close();
      await oneByOne.close();
      rmSync(copies, { recursive: true, force: true });
    }
  }, 120_000);

  it.each(DIALECTS)(
    'leave the main thread free to answer while a batch plays on %s',
    async (dialect) => {
      const t = await createTestApp(dialect, { SIMULATION_THREADS: '1' });
      try {
        const leagueId = await leagueOfDueGames(t, 4, 16);
        // The first game starts the thread (it compiles the engine): not part of what is measured.
        await playDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit: 1 });

        let last = performance.now();
        let longest = 0;
        let playing = true;
        const tick = () => {
          const now = performance.now();
          longest = Math.max(longest, now - last);
          last = now;
          if (playing) setTimeout(tick, 0);
        };
        const start = performance.now();
        setTimeout(tick, 0);
        const run = await playDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit: 100 });
        const took = performance.now() - start;
        playing = false;
        longest = Math.max(longest, performance.now() - last);

        expect(run).toMatchObject({ claimed: 31, stored: 31 });
        // The longest the main thread went without running a timer: loading the teams or storing a game, never
        // the whole batch (on SQLite, which answers synchronously, the batch also yields a turn between games).
        expect(longest / took, `${longest.toFixed(0)} ms of ${took.toFixed(0)} ms`).toBeLessThan(0.5);
      } finally {
        await t.close();
      }
    },
    60_000,
  );
});
