import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

interface Row {
  teamId: number;
  gamesPlayed: number;
  wins: number;
  goalsFor: number;
}
interface Line {
  playerId: number;
  gamesPlayed: number;
  goals: number;
}

describe.each(DIALECTS)('regular season and playoff statistics kept apart on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let season: SeasonInPlay;
  let playoffGameIds: number[];

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as(commissioner) });
  const leagueUrl = (path: string) => `/api/league/${season.league.id}/${path}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    season = await seasonInPlay(t, commissioner);
    await season.simulate();
    playoffGameIds = await season.finalGameIds('playoff');
    expect(playoffGameIds.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const playoffGames = () =>
    t.ctx.database.db
      .selectFrom('games')
      .select(['home_team_id', 'away_team_id', 'home_score', 'away_score'])
      .where('id', 'in', playoffGameIds)
      .execute();

  it('leaves playoff games out of the regular-season standings, by default and when asked', async () => {
    for (const url of [leagueUrl('standings'), leagueUrl('standings?seasonType=regular')]) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const { standings } = response.json() as { standings: Row[] };
      expect(standings.map((r) => r.gamesPlayed)).toEqual([6, 6, 6, 6]);
      expect(standings.reduce((sum, r) => sum + r.wins, 0)).toBe(12);
    }
  });

  it('gives the playoffs their own standings, stats and team stats', async () => {
    const games = await playoffGames();
    const goals = games.reduce((sum, g) => sum + (g.home_score ?? 0) + (g.away_score ?? 0), 0);
    const gamesOf = (teamId: number) =>
      games.filter((g) => g.home_team_id === teamId || g.away_team_id === teamId).length;
    const { standings } = (await get(leagueUrl('standings?seasonType=playoff'))).json() as {
      standings: Row[];
    };
    for (const row of standings) expect(row.gamesPlayed, `team ${row.teamId}`).toBe(gamesOf(row.teamId));
    expect(standings.reduce((sum, r) => sum + r.wins, 0)).toBe(games.length);
    expect(standings.reduce((sum, r) => sum + r.goalsFor, 0)).toBe(goals);

    const stats = (await get(leagueUrl('stats?seasonType=playoff'))).json() as { playerStats: Line[] };
    expect(stats.playerStats.length).toBeGreaterThan(0);
    expect(stats.playerStats.every((line) => line.gamesPlayed <= games.length)).toBe(true);
    expect(stats.playerStats.reduce((sum, line) => sum + line.goals, 0)).toBe(goals);

    const teams = (await get(leagueUrl('team-stats?seasonType=playoff'))).json() as { teamStats: Row[] };
    expect(teams.teamStats.reduce((sum, r) => sum + r.gamesPlayed, 0)).toBe(2 * games.length);
  });

  it("keeps a player's playoff game log to playoff games and his season line to the regular season", async () => {
    const stats = (await get(leagueUrl('stats?seasonType=playoff'))).json() as { playerStats: Line[] };
    const skater = stats.playerStats[0];
    expect(skater).toBeDefined();
    const playoffs = (await get(leagueUrl(`player/${skater?.playerId}/stats?seasonType=playoff`))).json();
    const logged: number[] = playoffs.gameLog.map((g: { gameId: number }) => g.gameId);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((id) => playoffGameIds.includes(id))).toBe(true);
    const regular = (await get(leagueUrl(`player/${skater?.playerId}/stats`))).json();
    expect(regular.gameLog.some((g: { gameId: number }) => playoffGameIds.includes(g.gameId))).toBe(false);
    expect(regular.skater.gamesPlayed).toBeLessThanOrEqual(6);
  });

  it('reads a season by its id and refuses one of another league', async () => {
    const named = await get(leagueUrl(`standings?seasonId=${season.seasonId}`));
    expect(named.json().seasonId).toBe(season.seasonId);
    const other = await get(leagueUrl(`stats?seasonId=${season.seasonId + 1000}`));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toContain('is not a season of this league');
  });

  it('refuses a season type it does not know, naming the ones it does', async () => {
    for (const path of ['standings', 'stats', 'team-stats', 'player/1/stats']) {
      const response = await get(leagueUrl(`${path}?seasonType=preseason`));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toContain("seasonType: must be 'regular' or 'playoff'");
    }
    expect((await get(leagueUrl('stats?seasonId=abc'))).statusCode).toBe(400);
  });
});
