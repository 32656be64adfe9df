import type { RecordCategory, RecordsResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { activeSeasonId, as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const NOW = '2026-11-01T00:00:00.000Z';

describe.each(DIALECTS)('league records on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let pastSeason: number;
  let season: number;
  const team = (i: number) => league.teams[i]?.id ?? 0;
  const skater: Record<string, number> = {};
  const goalie: Record<string, number> = {};
  const gameIds: Record<string, number> = {};
  let gameCount = 0;

  const records = async (query: string): Promise<RecordsResponse> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/league/${league.id}/records${query}`,
      headers: as(commissioner),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const category = (answer: RecordsResponse, group: string, key: string): RecordCategory => {
    const found = answer.categories.find((c) => c.group === group && c.key === key);
    if (!found) throw new Error(`no ${group} ${key} record`);
    return found;
  };

  interface SkaterLine {
    playerId: number;
    teamId: number;
    goals?: number;
    assists?: number;
    plusMinus?: number;
    pim?: number;
  }
  interface GoalieLine {
    playerId: number;
    teamId: number;
    shots: number;
    goalsAgainst: number;
    decision: 'W' | 'L' | null;
  }

  /** Stores a final game with both teams' lines and the players' lines given. */
  async function play(game: {
    seasonId: number;
    home: number;
    away: number;
    score: [number, number];
    day: string;
    type?: 'regular' | 'playoff';
    skaters?: SkaterLine[];
    goalies?: GoalieLine[];
    status?: 'final' | 'scheduled';
  }): Promise<number> {
    const { db } = t.ctx.database;
    gameCount += 1;
    const final = (game.status ?? 'final') === 'final';
    const row = await db
      .insertInto('games')
      .values({
        league_id: league.id,
        season_id: game.seasonId,
        home_team_id: game.home,
        away_team_id: game.away,
        game_date: game.day,
        start_at: `${game.day}T23:00:00.000Z`,
        game_type: game.type ?? 'regular',
        seed: `records-${gameCount}`,
        status: game.status ?? 'final',
        home_score: final ? game.score[0] : null,
        away_score: final ? game.score[1] : null,
        result_type: final ? 'REG' : null,
        simulated_at: final ? `2026-11-01T00:00:${String(gameCount).padStart(2, '0')}.000Z` : null,
        created_at: NOW,
        last_error: null,
        next_attempt_at: null,
        quarantined_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!final) return row.id;
    const side = (teamId: number, goals: number, against: number) => ({
      game_id: row.id,
      team_id: teamId,
      season_id: game.seasonId,
      goals,
      goals_against: against,
      shots: 30,
      shots_against: 30,
      hits: 0,
      power_plays: 0,
      pp_goals: 0,
      times_shorthanded: 0,
      pp_goals_against: 0,
      pim: 0,
      blocks: 0,
      faceoffs_won: 0,
      result: goals > against ? ('W' as const) : ('L' as const),
    });
    await db
      .insertInto('team_game_stats')
      .values([side(game.home, ...game.score), side(game.away, game.score[1], game.score[0])])
      .execute();
    for (const s of game.skaters ?? []) {
      await db
        .insertInto('player_game_stats')
        .values({
          game_id: row.id,
          team_id: s.teamId,
          season_id: game.seasonId,
          player_id: s.playerId,
          goals: s.goals ?? 0,
          assists: s.assists ?? 0,
          shots: (s.goals ?? 0) + 1,
          hits: 0,
          pim: s.pim ?? 0,
          plus_minus: s.plusMinus ?? 0,
          pp_goals: 0,
          icetime: 1000,
          giveaways: 0,
          takeaways: 0,
          shot_blocks: 0,
          faceoffs_won: 0,
          faceoffs_taken: 0,
        })
        .execute();
    }
    for (const g of game.goalies ?? []) {
      await db
        .insertInto('goalie_game_stats')
        .values({
          game_id: row.id,
          team_id: g.teamId,
          season_id: game.seasonId,
          player_id: g.playerId,
          shots_against: g.shots,
          saves: g.shots - g.goalsAgainst,
          goals_against: g.goalsAgainst,
          toi: 3600,
          decision: g.decision,
          shutout: g.goalsAgainst === 0 ? 1 : 0,
        })
        .execute();
    }
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    league = await createLeague(t, commissioner, {
      name: 'Records League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const { db } = t.ctx.database;
    season = await activeSeasonId(t, league.id);
    const past = await db
      .insertInto('seasons')
      .values({ league_id: league.id, name: '2020-21', start_year: 2020, active: 0, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    pastSeason = past.id;
    const players = await db
      .selectFrom('players')
      .select(['id', 'team_id', 'position'])
      .where('league_id', '=', league.id)
      .orderBy('id')
      .execute();
    const of = (teamIndex: number, goalieWanted: boolean, nth = 0) =>
      players.filter((p) => p.team_id === team(teamIndex) && (p.position === 'G') === goalieWanted)[nth]
        ?.id ?? 0;
    Object.assign(skater, { a: of(0, false), b: of(1, false), c: of(2, false), d: of(3, false) });
    Object.assign(goalie, { first: of(0, true), second: of(1, true) });

    // The past season: A scores 3 goals and an assist in a 5-1 win.
    gameIds.pastWin = await play({
      seasonId: pastSeason,
      home: team(0),
      away: team(1),
      score: [5, 1],
      day: '2020-10-10',
      skaters: [{ playerId: skater.a ?? 0, teamId: team(0), goals: 3, assists: 1, pim: 2 }],
    });
    // This season: B ties A's 3 goals in a game, later; C's team wins 7-0.
    gameIds.bTies = await play({
      seasonId: season,
      home: team(1),
      away: team(0),
      score: [4, 2],
      day: '2026-10-05',
      skaters: [{ playerId: skater.b ?? 0, teamId: team(1), goals: 3, plusMinus: 2 }],
    });
    gameIds.rout = await play({
      seasonId: season,
      home: team(2),
      away: team(3),
      score: [7, 0],
      day: '2026-10-06',
      skaters: [{ playerId: skater.c ?? 0, teamId: team(2), goals: 1, assists: 2, plusMinus: 4 }],
    });
    // Ten games of the first team's goalie (25 shots, 2 against: .920); the second plays nine of them
    // (35 shots, 1 against: .971) and wins them, one game short of the minimum for the rate records.
    for (let i = 0; i < 10; i += 1) {
      await play({
        seasonId: season,
        home: team(0),
        away: team(1),
        score: [1, 2],
        day: `2026-10-${String(10 + i).padStart(2, '0')}`,
        goalies: [
          { playerId: goalie.first ?? 0, teamId: team(0), shots: 25, goalsAgainst: 2, decision: 'L' },
          ...(i < 9
            ? [
                {
                  playerId: goalie.second ?? 0,
                  teamId: team(1),
                  shots: 35,
                  goalsAgainst: 1,
                  decision: 'W' as const,
                },
              ]
            : []),
        ],
      });
    }
    // A playoff game: D's five goals count only when playoffs are asked for.
    gameIds.playoff = await play({
      seasonId: season,
      home: team(3),
      away: team(2),
      score: [6, 1],
      day: '2026-10-25',
      type: 'playoff',
      skaters: [{ playerId: skater.d ?? 0, teamId: team(3), goals: 5 }],
    });
    // The third team still has a game to play: its season is not over.
    await play({
      seasonId: season,
      home: team(2),
      away: team(3),
      score: [0, 0],
      day: '2026-10-30',
      status: 'scheduled',
    });
  });
  afterAll(() => t.close());

  it('names single-game record holders, the earlier of two equal lines first, regular season only', async () => {
    const answer = await records('?scope=game');
    expect(answer).toMatchObject({ scope: 'game', gameType: 'regular' });
    const goals = category(answer, 'skaters', 'goals');
    expect(goals.holders[0]).toMatchObject({
      playerId: skater.a,
      value: 3,
      seasonId: pastSeason,
      seasonName: '2020-21',
      gameId: gameIds.pastWin,
      teamId: team(0),
    });
    expect(goals.holders[1]).toMatchObject({
      playerId: skater.b,
      value: 3,
      gameId: gameIds.bTies,
      seasonId: season,
    });
    expect(goals.holders.some((h) => h.playerId === skater.d)).toBe(false);
    expect(category(answer, 'skaters', 'points').holders[0]).toMatchObject({ playerId: skater.a, value: 4 });
    expect(category(answer, 'teams', 'margin').holders[0]).toMatchObject({
      teamId: team(2),
      value: 7,
      gameId: gameIds.rout,
      opponentName: league.teams[3]?.name,
    });
    expect(category(answer, 'goalies', 'saves').holders[0]).toMatchObject({
      playerId: goalie.second,
      value: 34,
    });
  });

  it('reads the playoffs when asked', async () => {
    const answer = await records('?scope=game&gameType=playoff');
    expect(category(answer, 'skaters', 'goals').holders[0]).toMatchObject({ playerId: skater.d, value: 5 });
    expect(category(answer, 'skaters', 'goals').holders).toHaveLength(1);
  });

  it('names season records, keeps a goalie short of the minimum out of the rate records', async () => {
    const answer = await records('?scope=season');
    const goals = category(answer, 'skaters', 'goals');
    expect(goals.holders.slice(0, 2).map((h) => [h.playerId, h.value, h.seasonId])).toEqual([
      [skater.a, 3, pastSeason],
      [skater.b, 3, season],
    ]);
    expect(category(answer, 'skaters', 'plusMinus').holders[0]).toMatchObject({
      playerId: skater.c,
      value: 4,
    });
    expect(category(answer, 'goalies', 'wins').holders[0]).toMatchObject({
      playerId: goalie.second,
      value: 9,
    });
    const savePct = category(answer, 'goalies', 'savePct');
    expect(savePct.minimum).toContain('10 games');
    expect(savePct.holders.map((h) => h.playerId)).toEqual([goalie.first]);
    expect(savePct.holders[0]?.value).toBeCloseTo(0.92, 5);
    expect(category(answer, 'goalies', 'gaa').holders[0]).toMatchObject({ playerId: goalie.first, value: 2 });
    // Team 2 this season: the ten 2-1 wins and the 4-2 win, 22 points.
    expect(category(answer, 'teams', 'points').holders[0]).toMatchObject({
      teamId: team(1),
      value: 22,
      seasonId: season,
    });
    expect(category(answer, 'teams', 'goalsFor').holders[0]).toMatchObject({
      teamId: team(1),
      seasonId: season,
    });
    // The third team's 0 against does not count while it has a game to play; the past season's 1 does.
    const fewest = category(answer, 'teams', 'goalsAgainst');
    expect(fewest.holders[0]).toMatchObject({ teamId: team(0), value: 1, seasonId: pastSeason });
    expect(fewest.holders.some((h) => h.teamId === team(2) && h.seasonId === season)).toBe(false);
  });

  it('sums careers across seasons', async () => {
    const answer = await records('?scope=career');
    expect(
      category(answer, 'skaters', 'goals')
        .holders.slice(0, 2)
        .map((h) => [h.playerId, h.value]),
    ).toEqual([
      [skater.a, 3],
      [skater.b, 3],
    ]);
    expect(category(answer, 'skaters', 'pim').holders[0]).toMatchObject({
      playerId: skater.a,
      value: 2,
      games: 1,
    });
    // Ten games are short of a career's forty: no rate record yet.
    expect(category(answer, 'goalies', 'savePct').holders).toEqual([]);
  });

  it('follows a game stored after a read', async () => {
    await records('?scope=season');
    await play({
      seasonId: season,
      home: team(2),
      away: team(1),
      score: [6, 2],
      day: '2026-10-27',
      skaters: [{ playerId: skater.c ?? 0, teamId: team(2), goals: 6 }],
    });
    const answer = await records('?scope=season');
    expect(category(answer, 'skaters', 'goals').holders[0]).toMatchObject({ playerId: skater.c, value: 7 });
  });

  it('refuses an unknown scope with a message naming it, and an unknown league', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/league/${league.id}/records?scope=decade`,
      headers: as(commissioner),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('scope');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/league/999999/records`,
      headers: as(commissioner),
    });
    expect(missing.statusCode).toBe(404);
  });
});
