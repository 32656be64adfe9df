import type { HallOfFameResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { activeSeasonId, as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('hall of fame on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let great: number;
  let mediocre: number;
  const seasons: number[] = [];

  const hall = async (): Promise<HallOfFameResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/league/${league.id}/hall-of-fame`,
      headers: as(commissioner),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const hallNews = () =>
    t.ctx.database.db
      .selectFrom('league_news')
      .select(['payload', 'season_id'])
      .where('league_id', '=', league.id)
      .where('kind', '=', 'hall_of_fame')
      .execute();
  /** Closes the active season (straight to its offseason) and starts the next. */
  const rollOver = async () => {
    const { db } = t.ctx.database;
    const active = await activeSeasonId(t, league.id);
    await db.updateTable('seasons').set({ phase: 'offseason' }).where('id', '=', active).execute();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/league/${league.id}/season/next`,
      headers: as(commissioner),
    });
    expect(response.statusCode, response.body).toBe(200);
    seasons.push(await activeSeasonId(t, league.id));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await createLeague(t, commissioner, {
      name: 'Hall League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const { db } = t.ctx.database;
    const first = await activeSeasonId(t, league.id);
    seasons.push(first);
    const skaters = await db
      .selectFrom('players')
      .select(['id', 'team_id'])
      .where('league_id', '=', league.id)
      .where('position', '<>', 'G')
      .where('team_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    great = skaters[0]?.id ?? 0;
    mediocre = skaters[1]?.id ?? 0;
    // Their careers, as an imported league carries them: one long line each, in the first season.
    const line = (playerId: number, teamId: number, games: number, goals: number, assists: number) => ({
      league_id: league.id,
      season_id: first,
      player_id: playerId,
      team_id: teamId,
      game_type: 'regular' as const,
      games_played: games,
      goals,
      assists,
    });
    await db
      .insertInto('imported_player_seasons')
      .values([
        line(great, skaters[0]?.team_id ?? 0, 900, 420, 600),
        line(mediocre, skaters[1]?.team_id ?? 0, 700, 150, 200),
      ])
      .execute();
    // Both retire after the first season.
    await db
      .updateTable('players')
      .set({ team_id: null, retired_after_season_id: first })
      .where('id', 'in', [great, mediocre])
      .execute();
  }, 120_000);
  afterAll(() => t.close());

  it('is empty before anyone is inducted, and says how long the wait is', async () => {
    expect(await hall()).toEqual({ waitSeasons: 1, inductees: [] });
  });

  it('waits a season: no one is inducted at the rollover they retire in', async () => {
    await rollOver();
    expect((await hall()).inductees).toEqual([]);
    expect(await hallNews()).toEqual([]);
  }, 120_000);

  it('inducts the great career at the next rollover, with a news item; not the mediocre one', async () => {
    await rollOver();
    const { inductees } = await hall();
    expect(inductees).toHaveLength(1);
    expect(inductees[0]).toMatchObject({
      playerId: great,
      inductedSeasonId: seasons[1],
      value: 1230,
      career: { games: 900, goals: 420, assists: 600, points: 1020, seasons: 1 },
    });
    const news = await hallNews();
    expect(news).toHaveLength(1);
    expect(news[0]?.season_id).toBe(seasons[1]);
    const payload = JSON.parse(news[0]?.payload ?? '{}');
    expect(payload.inductees.map((i: { playerId: number }) => i.playerId)).toEqual([great]);
  }, 120_000);

  it('inducts him once: a later rollover adds neither a row nor a news item', async () => {
    await rollOver();
    expect((await hall()).inductees.map((i) => i.playerId)).toEqual([great]);
    expect(await hallNews()).toHaveLength(1);
    const rows = await t.ctx.database.db
      .selectFrom('hall_of_fame')
      .select('player_id')
      .where('league_id', '=', league.id)
      .execute();
    expect(rows).toEqual([{ player_id: great }]);
  }, 120_000);

  it('judges each retired player once: a career that reads better after his judging does not get him in', async () => {
    const { db } = t.ctx.database;
    await db
      .updateTable('imported_player_seasons')
      .set({ games_played: 1000, goals: 500, assists: 700 })
      .where('player_id', '=', mediocre)
      .execute();
    await rollOver();
    expect((await hall()).inductees.map((i) => i.playerId)).toEqual([great]);
    const judged = await db
      .selectFrom('leagues')
      .select('hall_of_fame_judged_through')
      .where('id', '=', league.id)
      .executeTakeFirstOrThrow();
    const closed = await db
      .selectFrom('seasons')
      .select('start_year')
      .where('id', '=', seasons[seasons.length - 2] ?? 0)
      .executeTakeFirstOrThrow();
    expect(judged.hall_of_fame_judged_through).toBe(closed.start_year);
  }, 120_000);

  it('answers 404 for a league that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/league/999999/hall-of-fame',
      headers: as(commissioner),
    });
    expect(response.statusCode).toBe(404);
  });
});
