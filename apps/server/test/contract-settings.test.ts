import {
  NHL_CONTRACT_SETTINGS,
  type CapSheetResponse,
  type ContractSettingsResponse,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 17 (docs/decisions/046): the commissioner sets the league's contract rules; every member reads
// them; the cap sheet applies them at once.

describe.each(DIALECTS)('contract settings on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const url = () => `/api/league/${league.id}/contract-settings`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Settings League', [gm]);
  });
  afterAll(() => t.close());

  it("shows a member the NHL's rules and this and next season's cap, editable only by the commissioner", async () => {
    const response = await inject(gm, 'GET', url());
    expect(response.statusCode, response.body).toBe(200);
    const read = response.json<ContractSettingsResponse>();
    expect(read).toMatchObject({ settings: NHL_CONTRACT_SETTINGS, isDefault: true, canEdit: false });
    expect(read.nextSeason.startYear).toBe(read.thisSeason.startYear + 1);
    expect((await inject(commissioner, 'GET', url())).json().canEdit).toBe(true);
    expect((await inject(null, 'GET', url())).statusCode).toBe(401);
    expect((await inject(gm, 'GET', '/api/league/999999/contract-settings')).statusCode).toBe(404);
  });

  it('lets only the commissioner change them, and names what is wrong', async () => {
    const forbidden = await inject(gm, 'PUT', url(), { ...NHL_CONTRACT_SETTINGS, activeRosterMax: 30 });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/commissioner/);
    expect((await inject(gm, 'DELETE', url())).statusCode).toBe(403);

    const tooBig = await inject(commissioner, 'PUT', url(), {
      ...NHL_CONTRACT_SETTINGS,
      activeRosterMax: 99,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Largest active roster must be at most 60.');

    const upsideDown = await inject(commissioner, 'PUT', url(), {
      ...NHL_CONTRACT_SETTINGS,
      activeRosterMin: 24,
      capLimits: [{ startYear: 2026, upperLimit: 50_000_000, floor: 60_000_000 }],
    });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().message).toBe(
      "A season's cap floor cannot be above its upper limit. The smallest active roster cannot be larger than the largest.",
    );

    const badRow = await inject(commissioner, 'PUT', url(), {
      ...NHL_CONTRACT_SETTINGS,
      capLimits: [{ startYear: 2026, upperLimit: -5, floor: 0 }],
      maxYearsNewTeam: 2.5,
    });
    expect(badRow.statusCode).toBe(400);
    expect(badRow.json().message).toBe(
      'Cap by season, row 1, upper limit must be at least 0. Longest term from elsewhere must be a whole number.',
    );
    expect((await inject(commissioner, 'PUT', url(), [1, 2])).statusCode).toBe(400);
    expect((await inject(gm, 'GET', url())).json().isDefault).toBe(true);
  });

  it('stores a new cap the cap sheet uses at once, and resets to the NHL figures', async () => {
    const year = (await inject(gm, 'GET', url())).json<ContractSettingsResponse>().thisSeason.startYear;
    const lower = {
      ...NHL_CONTRACT_SETTINGS,
      capLimits: [{ startYear: year, upperLimit: 80_000_000, floor: 60_000_000 }],
      capGrowthPercent: 3,
    };
    const saved = await inject(commissioner, 'PUT', url(), lower);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ContractSettingsResponse>()).toMatchObject({
      settings: lower,
      isDefault: false,
      thisSeason: { startYear: year, upperLimit: 80_000_000, floor: 60_000_000 },
      nextSeason: { startYear: year + 1, upperLimit: 82_400_000, floor: 61_800_000 },
    });
    const sheet = (
      await inject(gm, 'GET', `/api/league/${league.id}/team/${league.teams[0]?.id}/cap`)
    ).json<CapSheetResponse>();
    expect(sheet.season.upperLimit).toBe(80_000_000);
    expect(sheet.capSpace).toBe(80_000_000 - sheet.payroll);

    const reset = await inject(commissioner, 'DELETE', url());
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ settings: NHL_CONTRACT_SETTINGS, isDefault: true });
  });
});
