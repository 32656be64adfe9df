import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSeasonSchedule } from '../src/modules/games/service';
import { simulateDueGames } from '../src/modules/games/simulate';
import { createLeague } from '../src/modules/leagues/create-league';
import { skaterTotals } from '../src/modules/stats/repo';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

// A skater's season is one line per team he played for: summed by player and team, then named.
describe.each(DIALECTS)('skater totals by team on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives a player who played for two teams a line for each, its games and goals his for that team', async () => {
    const { db } = t.ctx.database;
    const user = await db
      .insertInto('users')
      .values({
        email: 'totals@example.com',
        username: 'totals',
        username_key: 'totals',
        password_hash: 'x',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: leagueId } = await createLeague(t.ctx, user.id, { name: 'Totals' });
    await generateSeasonSchedule(t.ctx, leagueId, user.id, {
      gamesPerTeam: 4,
      playPastGames: true,
      startDate: '2026-10-07',
      endDate: '2026-10-20',
    });
    await simulateDueGames(t.ctx, { until: new Date('2026-10-21T00:00:00Z'), leagueId, limit: 500 });
    const rows = await db
      .selectFrom('player_game_stats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .select(['s.game_id', 's.player_id', 's.team_id', 's.season_id', 's.goals'])
      .where('g.league_id', '=', leagueId)
      .orderBy('s.player_id')
      .orderBy('s.game_id')
      .execute();
    const first = rows[0];
    if (!first) throw new Error('no stats rows');
    const his = rows.filter((r) => r.player_id === first.player_id);
    expect(his.length).toBeGreaterThan(1);
    const other = rows.find((r) => r.team_id !== first.team_id);
    if (!other) throw new Error('one team only');
    // His first game counted for another team, as if he had been traded after it.
    await db
      .updateTable('player_game_stats')
      .set({ team_id: other.team_id, goals: 5 })
      .where('game_id', '=', first.game_id)
      .where('player_id', '=', first.player_id)
      .execute();
    const lines = (await skaterTotals(db, { seasonId: first.season_id, seasonType: 'regular' }))
      .filter((l) => l.player_id === first.player_id)
      .map((l) => ({ team: l.team_id, games: Number(l.games_played), goals: Number(l.goals) }))
      .sort((a, b) => a.games - b.games);
    const rest = his.slice(1);
    expect(lines).toEqual([
      { team: other.team_id, games: 1, goals: 5 },
      { team: first.team_id, games: rest.length, goals: rest.reduce((sum, r) => sum + r.goals, 0) },
    ]);
  });
});
