import {
  LEAGUE_NOT_FOUND,
  type PlayerCompareResponse,
  type PlayerSearchResult,
  seasonLabel,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs } from './support/leagues';
import { type SeasonInPlay, seasonInPlay } from './support/played-season';
import { setVisibility } from './support/private-league';
import { createTestApp, type TestApp } from './support/test-app';

const mean = (values: Record<string, number>) => {
  const list = Object.values(values);
  return Math.round(list.reduce((s, v) => s + v, 0) / list.length);
};

describe.each(DIALECTS)('comparing players on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let outsider: TestUser;
  let season: SeasonInPlay;
  let skaters: number[];
  let goalie: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const compare = (user: TestUser | null, ids: string, leagueId = season.league.id) =>
    inject(user, 'GET', `/api/league/${leagueId}/players/compare${ids === '' ? '' : `?ids=${ids}`}`);

  /** The players of the league who played the most games, by kind. */
  async function mostGames(table: 'player_game_stats' | 'goalie_game_stats', count: number) {
    const rows = await t.ctx.database.db
      .selectFrom(table)
      .select(['player_id'])
      .select((eb) => eb.fn.countAll<number>().as('games'))
      .where('season_id', '=', season.seasonId)
      .groupBy('player_id')
      .orderBy('games', 'desc')
      .orderBy('player_id')
      .limit(count)
      .execute();
    return rows.map((r) => r.player_id);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, outsider] = [await signUp(t), await signUp(t)];
    season = await seasonInPlay(t, commissioner);
    await season.simulate('2026-10-15');
    skaters = await mostGames('player_game_stats', 2);
    [goalie] = (await mostGames('goalie_game_stats', 1)) as [number];
    // A summer the league stored for the first skater: three points up into this season.
    const first = await t.ctx.database.db
      .selectFrom('players')
      .select(['age', 'overall'])
      .where('id', '=', skaters[0] ?? 0)
      .executeTakeFirstOrThrow();
    const summer = {
      age: { from: first.age - 1, to: first.age },
      overall: { from: first.overall - 3, to: first.overall },
      potential: { from: first.overall, to: first.overall },
      expected: { age: 1, potential: 1 },
      luck: 1,
      reasons: ['youth'],
    };
    await t.ctx.database.db
      .insertInto('player_progressions')
      .values({ player_id: skaters[0] ?? 0, season_id: season.seasonId, progression: JSON.stringify(summer) })
      .execute();
  }, 180_000);
  afterAll(() => t.close());

  it('shows three players side by side with the figures the league stored', async () => {
    const ids = [skaters[0], goalie, skaters[1]] as number[];
    const response = await compare(commissioner, ids.join(','));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PlayerCompareResponse>();
    expect(body.players.map((p) => p.id)).toEqual(ids);
    const { db } = t.ctx.database;
    const startYear = (
      await db
        .selectFrom('seasons')
        .select('start_year')
        .where('id', '=', season.seasonId)
        .executeTakeFirstOrThrow()
    ).start_year;
    expect(body.season).toEqual({ id: season.seasonId, label: seasonLabel(startYear) });

    for (const shown of body.players) {
      const row = await db
        .selectFrom('players')
        .leftJoin('teams', 'teams.id', 'players.team_id')
        .selectAll('players')
        .select('teams.name as team_name')
        .where('players.id', '=', shown.id)
        .executeTakeFirstOrThrow();
      expect(shown).toMatchObject({
        firstName: row.first_name,
        lastName: row.last_name,
        position: row.position,
        age: row.age,
        overall: row.overall,
        potential: row.potential,
        team: { id: row.team_id, name: row.team_name },
        contract: { capHit: row.cap_hit, yearsLeft: row.contract_years },
        unsignedReason: null,
      });
      const ratings = JSON.parse(row.attributes) as Record<string, Record<string, Record<string, number>>>;
      if (shown.kind === 'goalie') {
        const g = ratings.goalieAttributes ?? {};
        expect(shown.ratingGroups.map((grp) => [grp.label, grp.average])).toEqual([
          ['Saving', mean(g.saving ?? {})],
          ['Athleticism', mean(g.athletism ?? {})],
          ['Goalie Senses', mean(g.senses ?? {})],
        ]);
      } else {
        const a = ratings.attributes ?? {};
        expect(shown.ratingGroups.map((grp) => grp.average)).toEqual(
          ['skating', 'puckSkills', 'scoring', 'defense', 'senses', 'physique'].map((k) => mean(a[k] ?? {})),
        );
      }
      // This season is his whole career in this league: both lines are his box scores' sums.
      if (shown.stats.kind === 'skater') {
        const lines = await db
          .selectFrom('player_game_stats')
          .selectAll()
          .where('player_id', '=', shown.id)
          .execute();
        const goals = lines.reduce((s, l) => s + l.goals, 0);
        const assists = lines.reduce((s, l) => s + l.assists, 0);
        expect(lines.length).toBeGreaterThan(0);
        expect(shown.stats.season).toMatchObject({
          gamesPlayed: lines.length,
          goals,
          assists,
          points: goals + assists,
        });
        expect(shown.stats.career).toMatchObject({ gamesPlayed: lines.length, goals, seasons: 1 });
      } else {
        const lines = await db
          .selectFrom('goalie_game_stats')
          .selectAll()
          .where('player_id', '=', shown.id)
          .execute();
        const played = lines.filter((l) => l.toi > 0);
        const saves = played.reduce((s, l) => s + l.saves, 0);
        const shots = played.reduce((s, l) => s + l.shots_against, 0);
        expect(played.length).toBeGreaterThan(0);
        expect(shown.stats.season).toMatchObject({
          gamesPlayed: played.length,
          wins: played.filter((l) => l.decision === 'W').length,
          shotsAgainst: shots,
          savePercentage: Math.round((saves / shots) * 10_000) / 10_000,
        });
        expect(shown.stats.career).toMatchObject({ gamesPlayed: played.length, shotsAgainst: shots });
      }
    }

    // The skaters share a radar; the goalie has his own.
    expect(body.radars.map((r) => [r.kind, r.playerIds])).toEqual([
      ['skater', [skaters[0], skaters[1]]],
      ['goalie', [goalie]],
    ]);

    // The stored summer, this season, then three seasons projected by the age curve.
    const first = body.players[0];
    expect(first?.ageCurve.map((p) => [p.seasonLabel, p.overall, p.projected])).toEqual([
      [seasonLabel(startYear - 1), (first?.overall ?? 0) - 3, false],
      [seasonLabel(startYear), first?.overall, false],
      [seasonLabel(startYear + 1), expect.any(Number), true],
      [seasonLabel(startYear + 2), expect.any(Number), true],
      [seasonLabel(startYear + 3), expect.any(Number), true],
    ]);
    expect(first?.ageCurve.map((p) => p.age)).toEqual([0, 1, 2, 3, 4].map((i) => (first?.age ?? 0) - 1 + i));
    // The goalie has no stored summer: this season, then the projection.
    expect(body.players[1]?.ageCurve.map((p) => p.projected)).toEqual([false, true, true, true]);
  });

  it('refuses a comparison of fewer than two, more than four, a player twice or a malformed id', async () => {
    const [a, b] = skaters as [number, number];
    const cases: [string, RegExp][] = [
      ['', /at least 2 players/],
      [`${a}`, /at least 2 players to compare \(got 1\)/],
      [`${a},${b},${goalie},${a + 1000},${a + 2000}`, /at most 4 players/],
      [`${a},${b},${a}`, new RegExp(`Player ${a} is listed twice`)],
      [`${a},abc`, /"abc" is not a player id/],
      [`${a},-4`, /"-4" is not a player id/],
    ];
    for (const [ids, message] of cases) {
      const response = await compare(commissioner, ids);
      expect([ids, response.statusCode]).toEqual([ids, 400]);
      expect(response.json().message).toMatch(message);
    }
  });

  it("answers 404 naming a player who is not one of the league's", async () => {
    const other = await createLeague(t, commissioner, {
      name: 'Other League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const stranger = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('league_id', '=', other.id)
      .executeTakeFirstOrThrow();
    const response = await compare(commissioner, `${skaters[0]},${stranger.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Player ${stranger.id} is not a player of this league.`);
    const missing = await compare(commissioner, `987654,${skaters[0]}`);
    expect([missing.statusCode, missing.json().message]).toEqual([
      404,
      'Player 987654 is not a player of this league.',
    ]);
  });

  it('keeps a members-only league private to its members, as the player page does', async () => {
    const ids = `${skaters[0]},${skaters[1]}`;
    expect((await compare(outsider, ids)).statusCode).toBe(200);
    expect((await compare(null, ids)).statusCode).toBe(401);
    await setVisibility(t, commissioner, season.league.id, 'members');
    try {
      const refused = await compare(outsider, ids);
      const page = await inject(outsider, 'GET', `/api/league/${season.league.id}/player/${skaters[0]}`);
      expect([refused.statusCode, refused.json().message]).toEqual([404, LEAGUE_NOT_FOUND]);
      expect([page.statusCode, page.json().message]).toEqual([404, LEAGUE_NOT_FOUND]);
      const search = await inject(outsider, 'GET', `/api/league/${season.league.id}/players/search?q=an`);
      expect(search.statusCode).toBe(404);
      expect((await compare(commissioner, ids)).statusCode).toBe(200);
    } finally {
      await setVisibility(t, commissioner, season.league.id, 'public');
    }
  });

  it("finds the league's players by name for the picker", async () => {
    const player = await t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'first_name', 'last_name'])
      .where('id', '=', goalie)
      .executeTakeFirstOrThrow();
    const query = encodeURIComponent(`${player.first_name} ${player.last_name}`.toUpperCase());
    const response = await inject(
      commissioner,
      'GET',
      `/api/league/${season.league.id}/players/search?q=${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<PlayerSearchResult[]>();
    expect(found.map((p) => p.id)).toContain(goalie);
    expect(found.length).toBeLessThanOrEqual(10);
    const tooShort = await inject(commissioner, 'GET', `/api/league/${season.league.id}/players/search?q=a`);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('Type at least 2 letters of a name to search (q).');
    const missingLeague = await inject(commissioner, 'GET', `/api/league/2147483647/players/search?q=an`);
    expect(missingLeague.statusCode).toBe(404);
  });
});
