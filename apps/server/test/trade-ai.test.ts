import { assetValue, NHL_CONTRACT_SETTINGS, teamDirection } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAsAi, fairnessOf } from '../src/modules/trade-ai/answer';
import { teamAssets, valuationLeague } from '../src/modules/trade-ai/valuation';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { makeCapRoomForLeague } from './support/cap-room';

// Issue 18: an AI team answers a proposal by the value model, on the league as stored: it takes a clearly
// favourable offer, refuses a lopsided one saying why, and answers the same way each time.

describe.each(DIALECTS)('AI trade answers on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  let stored: { id: number; start_year: number; time_zone: string; simulated_to: string | null };
  const teamId = (i: number) => league.teams[i]?.id ?? 0;

  /** A team's active players, best first. */
  const roster = (team: number) =>
    t.ctx.database.db
      .selectFrom('players')
      .select(['id', 'overall', 'position'])
      .where('team_id', '=', team)
      .where('status', '=', 'active')
      .orderBy('overall', 'desc')
      .orderBy('id')
      .execute();

  /**
   * A team's skaters under contract, most valuable first as the AI team sees them: a league's rosters are
   * drawn at random, so the best by overall may be old and dear and the weakest young and cheap.
   */
  const skatersByAiValue = async (team: number) => {
    const valuation = await valuationLeague(t.ctx, t.ctx.database.db, stored, NHL_CONTRACT_SETTINGS);
    const direction = teamDirection(
      valuation.rankOf.get(teamId(1)) ?? valuation.teamCount,
      valuation.teamCount,
    );
    const skaters = (await teamAssets(t.ctx.database.db, team)).flatMap((a) =>
      a.kind === 'player' && a.player.position !== 'G'
        ? [{ id: a.player.id, value: assetValue(a, valuation, direction) }]
        : [],
    );
    return skaters.sort((a, b) => b.value - a.value || a.id - b.id).map((s) => s.id);
  };

  const side = (team: number, playerIds: number[], pickIds: number[] = []) => ({
    teamId: team,
    gives: { playerIds, pickIds, retained: [] },
  });
  const answer = (sides: ReturnType<typeof side>[]) =>
    answerAsAi(t.ctx, t.ctx.database.db, {
      league: stored,
      settings: NHL_CONTRACT_SETTINGS,
      sides,
      aiTeamId: teamId(1),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'AI Trade League', [gm]);
    // Room under the cap: an AI team near it declines overpaid contracts it has no room for (decision 094).
    await makeCapRoomForLeague(t, league.id, 30_000_000);
    stored = await t.ctx.database.db
      .selectFrom('leagues')
      .select(['id', 'start_year', 'time_zone', 'simulated_to'])
      .where('id', '=', league.id)
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());

  it("accepts the human team's most valuable skater for its least valuable one", async () => {
    const mine = await skatersByAiValue(teamId(0));
    const theirs = await skatersByAiValue(teamId(1));
    const best = mine[0] ?? 0;
    const weakest = theirs[theirs.length - 1] ?? 0;
    const result = await answer([side(teamId(0), [best]), side(teamId(1), [weakest])]);
    expect(result.decision).toBe('accept');
    expect(result.ratio).toBeGreaterThanOrEqual(1.05);
  });

  it('refuses its most valuable skater for the least valuable one, saying where it wants more, the same each time', async () => {
    const mine = await skatersByAiValue(teamId(0));
    const theirs = await skatersByAiValue(teamId(1));
    const sides = [side(teamId(0), [mine[mine.length - 1] ?? 0]), side(teamId(1), [theirs[0] ?? 0])];
    const first = await answer(sides);
    expect(first).toMatchObject({
      decision: 'decline',
      reason: expect.stringMatching(/^They want more value/),
    });
    expect(await answer(sides)).toEqual(first);
  });

  it('never gives up three picks', async () => {
    const picks = await t.ctx.database.db
      .selectFrom('draft_picks')
      .select('id')
      .where('owner_team_id', '=', teamId(1))
      .where('round', '=', 3)
      .limit(3)
      .execute();
    const best = (await roster(teamId(0)))[0]?.id ?? 0;
    const result = await answer([
      side(teamId(0), [best]),
      side(
        teamId(1),
        [],
        picks.map((p) => p.id),
      ),
    ]);
    expect(result).toMatchObject({
      decision: 'decline',
      reason: expect.stringMatching(/more than 2 draft picks/),
    });
  });

  it('measures an even swap as fair and a star for a depth player as lopsided', async () => {
    const mine = await roster(teamId(0));
    const sides = [
      side(teamId(0), [mine[0]?.id ?? 0]),
      side(teamId(1), [(await roster(teamId(1)))[0]?.id ?? 0]),
    ];
    const even = await fairnessOf(t.ctx, t.ctx.database.db, {
      league: stored,
      settings: NHL_CONTRACT_SETTINGS,
      sides,
    });
    const skewed = await fairnessOf(t.ctx, t.ctx.database.db, {
      league: stored,
      settings: NHL_CONTRACT_SETTINGS,
      sides: [side(teamId(0), [mine[0]?.id ?? 0]), side(teamId(1), [])],
    });
    expect(even.ratio).toBeGreaterThan(skewed.ratio);
    expect(skewed.ratio).toBeLessThan(0.6);
    // Team 0 gives its best player for nothing: team 1 gets more.
    expect(skewed.gainerTeamId).toBe(teamId(1));
  });
});
