import type { CapSheetResponse, FreeAgentsResponse, TradePreview } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { proposal, skatersOf } from './support/trades';

// Issue 30: a payroll reads the same on the cap sheet, the trade builder and the free-agent page, each
// figure labelled by what it counts.

describe.each(DIALECTS)('cap figures agree on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const get = async <T>(user: TestUser, url: string): Promise<T> => {
    const response = await requestsAs(t)(user, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const parts = (b: CapSheetResponse['breakdown']) =>
    b.roster + b.injuredReserve + b.minors + b.dead + b.retained;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'One Payroll', [gm]);
    // A minor leaguer above the burying allowance, so that the parts differ from a plain sum of cap hits.
    const [minor] = await skatersOf(t, teamId(0));
    if (!minor) throw new Error('No skaters');
    await t.ctx.database.db
      .updateTable('players')
      .set({ status: 'minors', cap_hit: 3_000_000 })
      .where('id', '=', minor.id)
      .execute();
  });
  afterAll(async () => t?.close());

  it('the free-agent page names the payroll and space of the cap sheet, for this season', async () => {
    const sheet = await get<CapSheetResponse>(gm, `/api/league/${league.id}/team/${teamId(0)}/cap`);
    const market = await get<FreeAgentsResponse>(gm, `/api/league/${league.id}/free-agents`);
    expect(market.contractSeason.startYear).toBe(sheet.season.startYear);
    expect(market.myTeam).toMatchObject({
      id: teamId(0),
      payroll: sheet.payroll,
      capSpace: sheet.capSpace,
      committedAhead: false,
      contracts: sheet.contracts,
    });
    expect(sheet.breakdown.minors).toBeGreaterThan(0);
    expect(parts(sheet.breakdown)).toBe(sheet.payroll);
  });

  it("the trade builder starts from each cap sheet's payroll and shows the parts after the trade", async () => {
    const [mine] = await skatersOf(t, teamId(0));
    const [theirs] = await skatersOf(t, teamId(1));
    if (!mine || !theirs) throw new Error('No skaters');
    const response = await requestsAs(t)(
      gm,
      'POST',
      `/api/league/${league.id}/trades/preview`,
      proposal([teamId(0), { playerIds: [mine.id] }], [teamId(1), { playerIds: [theirs.id] }]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview: TradePreview = response.json();
    for (const position of preview.teams) {
      const sheet = await get<CapSheetResponse>(gm, `/api/league/${league.id}/team/${position.team.id}/cap`);
      expect(position.payrollBefore).toBe(sheet.payroll);
      expect(position.capLimit).toBe(sheet.season.upperLimit);
      expect(parts(position.breakdownAfter)).toBe(position.payrollAfter);
      // The minor leaguer is still counted above the allowance only, as on the sheet.
      if (position.team.id === teamId(0)) expect(position.breakdownAfter.minors).toBe(sheet.breakdown.minors);
    }
    // What one team sheds the other takes on.
    const change = preview.teams.map((p) => p.payrollAfter - p.payrollBefore);
    expect(change.reduce((sum, c) => sum + c, 0)).toBe(0);
  });
});
