import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorKind } from '../src/db/errors';
import { generateSeasonSchedule } from '../src/modules/games/service';
import { simulateDueGames } from '../src/modules/games/simulate';
import { createLeague } from '../src/modules/leagues/create-league';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

/** The error a statement raised, or a failure when it succeeded. */
async function errorOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('The statement succeeded; expected the database to refuse it.');
}

// ADR 005: what really stores a game exactly once is one transaction per batch plus the keys of the
// result tables (one play-by-play per game, one row per game and team or player). The claim's lock
// and the status guard only save work; they are tested here for what they do, not for exactly-once.
describe.each(DIALECTS)('a game is stored exactly once on %s', (dialect) => {
  let t: TestApp;
  let leagueId: number;
  let stored: number;

  const db = () => t.ctx.database.db;
  const simulate = (limit: number) => simulateDueGames(t.ctx, { until: t.ctx.now(), leagueId, limit });
  const rowsOf = async (gameId: number) => ({
    status: (await db().selectFrom('games').select('status').where('id', '=', gameId).executeTakeFirst())
      ?.status,
    simulations: (
      await db().selectFrom('game_simulations').select('game_id').where('game_id', '=', gameId).execute()
    ).length,
    teams: (
      await db().selectFrom('team_game_stats').select('team_id').where('game_id', '=', gameId).execute()
    ).length,
  });
  const scheduledIds = async () =>
    (
      await db()
        .selectFrom('games')
        .select('id')
        .where('league_id', '=', leagueId)
        .where('status', '=', 'scheduled')
        .orderBy('start_at')
        .orderBy('id')
        .execute()
    ).map((g) => g.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const user = await signUp(t);
    ({ id: leagueId } = await createLeague(t.ctx, user.id, {
      name: 'Once',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    }));
    await generateSeasonSchedule(t.ctx, leagueId, user.id, {
      gamesPerTeam: 4,
      playPastGames: true,
      startDate: '2025-10-01',
      endDate: '2025-12-31',
    });
    const [first] = await scheduledIds();
    expect(await simulate(1)).toBe(1);
    stored = first ?? 0;
  });
  afterAll(() => t.close());

  it('refuses a second play-by-play, team, player or goalie row for a stored game', async () => {
    const first = (table: 'team_game_stats' | 'player_game_stats' | 'goalie_game_stats') =>
      db().selectFrom(table).selectAll().where('game_id', '=', stored).executeTakeFirstOrThrow();
    const seconds = [
      () =>
        db()
          .insertInto('game_simulations')
          .values({ game_id: stored, record: new Uint8Array([1]) })
          .execute(),
      async () =>
        db()
          .insertInto('team_game_stats')
          .values(await first('team_game_stats'))
          .execute(),
      async () =>
        db()
          .insertInto('player_game_stats')
          .values(await first('player_game_stats'))
          .execute(),
      async () =>
        db()
          .insertInto('goalie_game_stats')
          .values(await first('goalie_game_stats'))
          .execute(),
    ];
    for (const second of seconds) expect(databaseErrorKind(await errorOf(second()))).toBe('unique-violation');
    expect(await rowsOf(stored)).toEqual({ status: 'final', simulations: 1, teams: 2 });
  });

  it('rolls back only the game that meets its stored copy, leaving one copy, and stores the rest', async () => {
    // What a process would find without the claim's lock and the status guard: a game it read as
    // scheduled that another process has stored since. Its savepoint rolls back (docs/decisions/063): the
    // keys refused the second copy, the failure is written on the game, the batch's other game is stored.
    const [next] = await scheduledIds();
    await db().updateTable('games').set({ status: 'scheduled' }).where('id', '=', stored).execute();
    try {
      expect(await simulate(2)).toBe(1);
      expect(await rowsOf(next ?? 0)).toEqual({ status: 'final', simulations: 1, teams: 2 });
      expect(await rowsOf(stored)).toEqual({ status: 'scheduled', simulations: 1, teams: 2 });
      const failed = await db()
        .selectFrom('games')
        .select(['attempts', 'last_error'])
        .where('id', '=', stored)
        .executeTakeFirstOrThrow();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toMatch(/^The game could not be played: /);
    } finally {
      await db()
        .updateTable('games')
        .set({ status: 'final', attempts: 0, last_error: null, next_attempt_at: null })
        .where('id', '=', stored)
        .execute();
    }
  });

  it.runIf(dialect === 'postgres')(
    'skips a game another process has claimed instead of waiting for it',
    async () => {
      const pool = t.ctx.database.pool;
      if (!pool) throw new Error('PostgreSQL has a pool');
      const [claimed, ...others] = await scheduledIds();
      const other = await pool.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [claimed]);
        const waited = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('waited for the claimed game')), 5_000),
        );
        expect(await Promise.race([simulate(50), waited])).toBe(others.length);
        expect(await scheduledIds()).toEqual([claimed]);
      } finally {
        await other.query('ROLLBACK');
        other.release();
      }
      expect(await simulate(50)).toBe(1);
      expect(await rowsOf(claimed ?? 0)).toEqual({ status: 'final', simulations: 1, teams: 2 });
    },
  );
});
