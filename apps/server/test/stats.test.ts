import type { SimulationData } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeGame } from '../src/modules/games/game-record-codec';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('standings and statistics on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let boxScores: SimulationData[];

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as(commissioner) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await createLeague(t, commissioner, {
      name: 'Stats',
      mode: 'Custom',
      importTeams: false,
      teamCount: 6,
    });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: as(commissioner), payload });
    // The season alone: its playoffs would start by themselves once its last game is final.
    const manualPlayoffs = await t.app.inject({
      method: 'PUT',
      url: `/api/league/${league.id}/playoffs/settings`,
      headers: as(commissioner),
      payload: { autoStart: false },
    });
    expect(manualPlayoffs.statusCode, manualPlayoffs.body).toBe(200);
    await post(`/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 12,
      playPastGames: true,
      startDate: '2026-10-01',
      endDate: '2026-11-15',
    });
    // Before any game: every team at zero.
    const empty = (await get(`/api/league/${league.id}/standings`)).json();
    expect(
      empty.standings.every(
        (row: { gamesPlayed: number; points: number }) => row.gamesPlayed === 0 && row.points === 0,
      ),
    ).toBe(true);
    expect((await post(`/api/simulation/league/${league.id}/simulate`, {})).json()).toMatchObject({
      remaining: 0,
    });
    const games = await t.ctx.database.db
      .selectFrom('game_simulations')
      .innerJoin('games', 'games.id', 'game_simulations.game_id')
      .select('game_simulations.record')
      .where('games.league_id', '=', league.id)
      .execute();
    boxScores = games.map((g) => decodeGame(g.record));
  });
  afterAll(() => t.close());

  it('ranks the standings with consistent totals', async () => {
    const { standings } = (await get(`/api/league/${league.id}/standings`)).json();
    expect(standings).toHaveLength(6);
    for (const row of standings) {
      expect(row.gamesPlayed).toBe(12);
      expect(row.wins + row.losses + row.otLosses).toBe(12);
      expect(row.points).toBe(2 * row.wins + row.otLosses);
      expect(row.pointsPercentage).toBe(Math.round((row.points / 24) * 1000) / 1000);
      expect(row.goalDifferential).toBe(row.goalsFor - row.goalsAgainst);
    }
    expect(standings.map((r: { pointsRank: number }) => r.pointsRank)).toEqual([1, 2, 3, 4, 5, 6]);
    const points = standings.map((r: { points: number }) => r.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const sum = (key: string) =>
      standings.reduce((n: number, r: Record<string, number>) => n + (r[key] ?? 0), 0);
    expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
    expect(sum('wins')).toBe(36);
  });

  it('adds every box score up to the stats endpoint, for every player and team', async () => {
    const expected = new Map<
      string,
      { goals: number; assists: number; shots: number; hits: number; games: number; toi: number }
    >();
    const goalies = new Map<string, { saves: number; against: number; wins: number }>();
    for (const box of boxScores) {
      for (const side of ['teamA', 'teamB'] as const) {
        for (const [id, s] of Object.entries(box.playerStats[side])) {
          const e = expected.get(id) ?? { goals: 0, assists: 0, shots: 0, hits: 0, games: 0, toi: 0 };
          expected.set(id, {
            goals: e.goals + s.goals,
            assists: e.assists + s.assists,
            shots: e.shots + s.shots,
            hits: e.hits + s.hits,
            games: e.games + 1,
            toi: e.toi + s.icetime,
          });
        }
        for (const [id, g] of Object.entries(box.goalieStats[side])) {
          const e = goalies.get(id) ?? { saves: 0, against: 0, wins: 0 };
          goalies.set(id, {
            saves: e.saves + g.saves,
            against: e.against + g.goalsAgainst,
            wins: e.wins + (g.decision === 'W' ? 1 : 0),
          });
        }
      }
    }
    const stats = (await get(`/api/league/${league.id}/stats`)).json();
    expect(stats.playerStats).toHaveLength(expected.size);
    for (const row of stats.playerStats) {
      const e = expected.get(String(row.playerId));
      expect(row).toMatchObject({
        goals: e?.goals,
        assists: e?.assists,
        shots: e?.shots,
        hits: e?.hits,
        gamesPlayed: e?.games,
      });
      expect(row.points).toBe(row.goals + row.assists);
      expect(row.icetime).toBe(Math.round((e?.toi ?? 0) / (e?.games ?? 1)));
      expect(row.icetimeFormatted).toMatch(/^\d+:\d\d$/);
      if (row.position === 'D')
        expect(row.faceoffPercentage === null || typeof row.faceoffPercentage === 'number').toBe(true);
    }
    for (const row of stats.goalieStats) {
      const e = goalies.get(String(row.playerId));
      expect(row).toMatchObject({ saves: e?.saves, goalsAgainst: e?.against, wins: e?.wins });
      expect(row.savePercentage).toBeCloseTo(row.saves / row.shotsAgainst, 3);
      expect(row.gaa).toBe(row.goalsAgainstAverage);
    }
    const totalGoals = stats.playerStats.reduce((n: number, r: { goals: number }) => n + r.goals, 0);
    const shootoutGoals = boxScores.filter((b) => b.decidedIn === 'SO').length;
    const finalGoals = boxScores.reduce((n, b) => n + b.homeScore + b.awayScore, 0);
    expect(totalGoals).toBe(finalGoals - shootoutGoals);

    const teams = (await get(`/api/league/${league.id}/team-stats`)).json().teamStats;
    expect(teams).toHaveLength(6);
    const shots = teams.reduce((n: number, r: { shots: number }) => n + r.shots, 0);
    const allShots = boxScores.reduce((n, b) => n + b.statistics.teamA.shots + b.statistics.teamB.shots, 0);
    expect(shots).toBe(allShots);
    const pps = teams.reduce((n: number, r: { powerPlays: number }) => n + r.powerPlays, 0);
    const kills = teams.reduce((n: number, r: { penaltyKills: number }) => n + r.penaltyKills, 0);
    expect(pps).toBe(kills);
    for (const team of teams) expect(team.points).toBe(2 * team.wins + team.otLosses);
  });

  it("derives every team's W, L, OTL, RW and ROW row by row from the stored play-by-play", async () => {
    interface Tally {
      wins: number;
      losses: number;
      otLosses: number;
      regulationWins: number;
      regulationOvertimeWins: number;
    }
    const expected = new Map<number, Tally>();
    const tally = (teamId: number) => {
      const row = expected.get(teamId) ?? {
        wins: 0,
        losses: 0,
        otLosses: 0,
        regulationWins: 0,
        regulationOvertimeWins: 0,
      };
      expected.set(teamId, row);
      return row;
    };
    const games = await t.ctx.database.db
      .selectFrom('game_simulations')
      .innerJoin('games', 'games.id', 'game_simulations.game_id')
      .select(['game_simulations.record', 'games.home_team_id', 'games.away_team_id'])
      .where('games.league_id', '=', league.id)
      .execute();
    let pastRegulation = 0;
    for (const game of games) {
      // Read from the events, not the stored score: goals, then the shootout when they are level.
      const { events } = decodeGame(game.record);
      const count = (side: 'home' | 'away', type: 'GOAL' | 'SHOOTOUT_ATTEMPT') =>
        events.filter(
          (e) => e.type === type && e.team === side && (e.type !== 'SHOOTOUT_ATTEMPT' || e.scored),
        ).length;
      const shootout = events.some((e) => e.type === 'SHOOTOUT_ATTEMPT');
      const overtime = !shootout && events.some((e) => e.type === 'GOAL' && e.period > 3);
      const homeWon = shootout
        ? count('home', 'SHOOTOUT_ATTEMPT') > count('away', 'SHOOTOUT_ATTEMPT')
        : count('home', 'GOAL') > count('away', 'GOAL');
      const [winner, loser] = homeWon
        ? [tally(game.home_team_id), tally(game.away_team_id)]
        : [tally(game.away_team_id), tally(game.home_team_id)];
      winner.wins += 1;
      if (!shootout) winner.regulationOvertimeWins += 1;
      if (!shootout && !overtime) winner.regulationWins += 1;
      if (shootout || overtime) loser.otLosses += 1;
      else loser.losses += 1;
      if (shootout || overtime) pastRegulation += 1;
    }
    // Without a game past regulation this season the OTL rule would go untested.
    expect(pastRegulation).toBeGreaterThan(0);

    const { standings } = (await get(`/api/league/${league.id}/standings`)).json();
    const { teamStats } = (await get(`/api/league/${league.id}/team-stats`)).json();
    for (const team of league.teams) {
      const e = expected.get(team.id);
      const gamesPlayed = (e?.wins ?? 0) + (e?.losses ?? 0) + (e?.otLosses ?? 0);
      const points = 2 * (e?.wins ?? 0) + (e?.otLosses ?? 0);
      expect(standings.find((r: { teamId: number }) => r.teamId === team.id)).toMatchObject({
        ...e,
        gamesPlayed,
        points,
      });
      expect(teamStats.find((r: { teamId: number }) => r.teamId === team.id)).toMatchObject({
        wins: e?.wins,
        losses: e?.losses,
        otLosses: e?.otLosses,
        gamesPlayed,
        points,
      });
    }
  });

  it("gives a player's totals and his game log", async () => {
    const stats = (await get(`/api/league/${league.id}/stats`)).json();
    const top = stats.playerStats[0];
    const response = (await get(`/api/league/${league.id}/player/${top.playerId}/stats`)).json();
    expect(response.kind).toBe('skater');
    expect(response.skater).toEqual(top);
    expect(response.gameLog).toHaveLength(top.gamesPlayed);
    expect(response.gameLog.reduce((n: number, g: { points: number }) => n + g.points, 0)).toBe(top.points);
    expect(response.gameLog[0].result).toMatch(/^[WL] \d+-\d+/);
    const goalie = stats.goalieStats[0];
    const goalieResponse = (await get(`/api/league/${league.id}/player/${goalie.playerId}/stats`)).json();
    expect(goalieResponse).toMatchObject({ kind: 'goalie', skater: null, goalie: { saves: goalie.saves } });
    expect((await get(`/api/league/${league.id}/player/99999999/stats`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/league/${league.id}/standings` })).statusCode,
    ).toBe(401);
  });
});
