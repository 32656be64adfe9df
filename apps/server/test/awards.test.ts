import type { AwardsResponse, SkaterStats } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SEASON_ROOKIE_MAX_AGE } from '../src/modules/awards/careers';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('season awards on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let season: SeasonInPlay;

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as(commissioner) });
  const awards = async (query = ''): Promise<AwardsResponse> => {
    const response = await get(`/api/league/${season.league.id}/awards${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const lastRegularDay = async () => {
    const row = await t.ctx.database.db
      .selectFrom('games')
      .select((eb) => eb.fn.max('game_date').as('day'))
      .where('season_id', '=', season.seasonId)
      .where('game_type', '=', 'regular')
      .executeTakeFirstOrThrow();
    return String(row.day);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    season = await seasonInPlay(t, commissioner);
  });
  afterAll(() => t.close());

  it('gives none before the regular season ends, and says why', async () => {
    const before = await awards();
    expect(before).toMatchObject({ seasonId: season.seasonId, available: false, awards: [] });
    expect(before.reason).toContain('games are still to be played');
  });

  it('names the top scorer the stats name once the last regular-season game is final', async () => {
    await season.simulate(await lastRegularDay());
    const stats = (await get(`/api/league/${season.league.id}/stats`)).json() as {
      playerStats: SkaterStats[];
    };
    // Most points; ties to more goals, then fewer games, then the lower id (docs/decisions/024).
    const [top] = [...stats.playerStats].sort(
      (a, b) =>
        b.points - a.points || b.goals - a.goals || a.gamesPlayed - b.gamesPlayed || a.playerId - b.playerId,
    );
    const answer = await awards(`?seasonId=${season.seasonId}`);
    expect(answer.available).toBe(true);
    const mostPoints = answer.awards.find((a) => a.award === 'mostPoints');
    expect(mostPoints).toMatchObject({
      playerId: top?.playerId,
      playerName: `${top?.firstName} ${top?.lastName}`,
      teamId: top?.teamId,
      teamName: top?.teamName,
      name: 'Most Points',
    });
    expect(mostPoints?.value).toContain(String(top?.points));
    expect(answer.awards.find((a) => a.award === 'bestRecord')?.playerId).toBeNull();
    expect(answer.awards.some((a) => a.award === 'playoffMvp')).toBe(false);
  });

  it("counts as rookies in a league's first season only players young enough to be new", async () => {
    const rookie = (await awards()).awards.find((a) => a.award === 'bestRookie');
    const ids = [rookie?.playerId, ...(rookie?.runnersUp.map((r) => r.playerId) ?? [])].filter(
      (id): id is number => typeof id === 'number',
    );
    if (ids.length === 0) return;
    const players = await t.ctx.database.db
      .selectFrom('players')
      .select('age')
      .where('id', 'in', ids)
      .execute();
    expect(players.every((p) => p.age <= FIRST_SEASON_ROOKIE_MAX_AGE)).toBe(true);
  });

  it('adds the playoff MVP from playoff lines once the season has a champion', async () => {
    await season.simulate();
    const { champion_team_id: champion } = await t.ctx.database.db
      .selectFrom('seasons')
      .select('champion_team_id')
      .where('id', '=', season.seasonId)
      .executeTakeFirstOrThrow();
    expect(champion).not.toBeNull();
    const answer = await awards();
    const mvp = answer.awards.find((a) => a.award === 'playoffMvp');
    expect(mvp?.playerId).toEqual(expect.any(Number));
    const playoffStats = (await get(`/api/league/${season.league.id}/stats?seasonType=playoff`)).json() as {
      playerStats: SkaterStats[];
      goalieStats: { playerId: number }[];
    };
    const playoffPlayers = [...playoffStats.playerStats, ...playoffStats.goalieStats].map((p) => p.playerId);
    expect(playoffPlayers).toContain(mvp?.playerId);
    // The regular-season awards still read the regular season alone.
    const regular = (await get(`/api/league/${season.league.id}/stats`)).json() as {
      playerStats: SkaterStats[];
    };
    const mostGoals = answer.awards.find((a) => a.award === 'mostGoals');
    const goals = regular.playerStats.find((p) => p.playerId === mostGoals?.playerId)?.goals;
    expect(goals).toBe(Math.max(...regular.playerStats.map((p) => p.goals)));
  });

  it('refuses a season id that is not a number, and one of another league', async () => {
    const bad = await get(`/api/league/${season.league.id}/awards?seasonId=last`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('seasonId');
    const other = await get(`/api/league/${season.league.id}/awards?seasonId=${season.seasonId + 500}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toContain('is not a season of this league');
  });
});
