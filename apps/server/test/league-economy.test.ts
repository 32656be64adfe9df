import { NHL_CONTRACT_SETTINGS, type CapSheetResponse, type SeasonOpening } from '@rinkside/domain';
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

  it('keeps every AI team between the floor and the cap after a year and its rollover, one far over it included', async () => {
    const gm = await signUp(t);
    // One AI team ends the summer over the cap by far more than burying saves: two of its players in the
    // minors on contracts dearer together than three times its room (the summer's retirements may widen it).
    let overTeam = 0;
    const { league, firstSeason } = await leagueThroughAYear(t, commissioner, {
      gms: [gm],
      beforeRollover: async (years) => {
        overTeam = years.teams[3]?.id ?? 0;
        const [sheet] = await capSheets(years.id, [overTeam]);
        if (!sheet) throw new Error('No cap sheet');
        const staying = sheet.players.filter((p) => p.yearsLeft >= 2);
        const byStrength = [...sheet.players].sort(
          (a, b) =>
            (a.placement === 'minors' ? -1 : 0) - (b.placement === 'minors' ? -1 : 0) ||
            a.overall - b.overall,
        );
        const dear = byStrength.slice(0, 2).map((p) => p.id);
        const kept = staying.filter((p) => p.placement !== 'minors' && !dear.includes(p.id));
        const next = sheet.seasons[1]?.upperLimit ?? 0;
        const room = next - kept.reduce((sum, p) => sum + p.capHit, 0);
        await t.ctx.database.db
          .updateTable('players')
          .set({
            status: 'minors',
            cap_hit: Math.round(1.5 * Math.max(0, room) + 10_000_000),
            contract_years: 4,
            // In their prime and good enough that the summer retires neither.
            age: 27,
            overall: 70,
          })
          .where('id', 'in', dear)
          .execute();
      },
    });
    const sheets = await capSheets(
      league.id,
      league.teams.slice(1).map((team) => team.id),
    );
    for (const sheet of sheets) {
      expect(sheet.season.startYear).toBe(firstSeason.startYear + 1);
      expect(sheet.payroll).toBeGreaterThanOrEqual(sheet.season.floor);
      expect(sheet.payroll).toBeLessThanOrEqual(sheet.season.upperLimit);
    }
    // The GM's team is between them too, or the season's opening names it and what it must reach.
    const [gmSheet] = await capSheets(league.id, [league.teams[0]?.id ?? 0]);
    const opening = await inject(commissioner, 'GET', `/api/league/${league.id}/season/opening`);
    expect(opening.statusCode, opening.body).toBe(200);
    const hold = opening.json() as SeasonOpening;
    if (!gmSheet) throw new Error('No cap sheet for the GM');
    const belowFloor = hold.belowFloor.map((team) => team.teamId);
    if (gmSheet.payroll < gmSheet.season.floor) {
      expect(belowFloor).toEqual([league.teams[0]?.id]);
      expect(hold.held).toBe(true);
    } else {
      expect(belowFloor).toEqual([]);
      expect(gmSheet.payroll).toBeLessThanOrEqual(gmSheet.season.upperLimit);
    }
  });
});
