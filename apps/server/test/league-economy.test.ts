import { NHL_CONTRACT_SETTINGS, type CapSheetResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueThroughAYear } from './support/league-years';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 30: a salary cap that binds. A new league's teams spend between the floor and the cap, every contract
// within the minimum and the longest term (docs/decisions/075); a year and its rollover later, every AI team is
// still between them.

describe.each(DIALECTS)('a league’s money on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  async function capSheets(leagueId: number, teamIds: readonly number[]): Promise<CapSheetResponse[]> {
    return Promise.all(
      teamIds.map(async (teamId) => {
        const response = await inject(commissioner, 'GET', `/api/league/${leagueId}/team/${teamId}/cap`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as CapSheetResponse;
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
  });
  afterAll(async () => t?.close());

  it('starts every team between the floor and the cap, each contract within the minimum and the longest term', async () => {
    const league = await createLeague(t, commissioner, { name: 'Money League' });
    const sheets = await capSheets(
      league.id,
      league.teams.map((team) => team.id),
    );
    expect(sheets).toHaveLength(32);
    for (const sheet of sheets) {
      expect(sheet.payroll).toBeGreaterThanOrEqual(sheet.season.floor);
      expect(sheet.payroll).toBeLessThanOrEqual(sheet.season.upperLimit);
      for (const player of sheet.players) {
        expect(player.capHit).toBeGreaterThanOrEqual(sheet.season.minimumSalary);
        expect(player.yearsLeft).toBeLessThanOrEqual(NHL_CONTRACT_SETTINGS.maxYearsReSigning);
      }
    }
    // A prospect's rights are held, but he has signed nothing: no cap hit until his entry-level deal.
    const prospects = await t.ctx.database.db
      .selectFrom('players')
      .select(['cap_hit', 'contract_years'])
      .where('league_id', '=', league.id)
      .where('status', '=', 'prospect')
      .execute();
    expect(prospects.length).toBeGreaterThan(0);
    expect(new Set(prospects.map((p) => `${p.cap_hit}/${p.contract_years}`))).toEqual(new Set(['0/1']));
    // The cap binds: the median team spends within a tenth of it, and a star takes 12 to 16% of it.
    const payrolls = sheets.map((s) => s.payroll).sort((a, b) => a - b);
    const limit = sheets[0]?.season.upperLimit ?? 0;
    expect(payrolls[16] ?? 0).toBeGreaterThan(0.9 * limit);
    const top = Math.max(...sheets.flatMap((s) => s.players.map((p) => p.capHit)));
    expect(top / limit).toBeGreaterThanOrEqual(0.12);
    expect(top / limit).toBeLessThanOrEqual(0.16);
  });

  it('keeps every AI team between the floor and the cap after a year and its rollover', async () => {
    const gm = await signUp(t);
    const { league, firstSeason } = await leagueThroughAYear(t, commissioner, { gms: [gm] });
    const sheets = await capSheets(
      league.id,
      league.teams.slice(1).map((team) => team.id),
    );
    for (const sheet of sheets) {
      expect(sheet.season.startYear).toBe(firstSeason.startYear + 1);
      expect(sheet.payroll).toBeGreaterThanOrEqual(sheet.season.floor);
      expect(sheet.payroll).toBeLessThanOrEqual(sheet.season.upperLimit);
    }
  });
});
