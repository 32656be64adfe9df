import type { CapSheetResponse, ReSigningResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 29: what a player will be when his contract ends (CBA 10.1: unrestricted at 27 or after seven
// accrued seasons), as the cap sheet, the re-signing list and qualifying offers all read it: by age and
// by seasons, each alone deciding.

describe.each(DIALECTS)('status at expiry on %s', (dialect) => {
  let t: TestApp;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = () => league.teams[0]?.id ?? 0;
  const ids: Record<string, number> = {};

  /** Who each player is: age now, seasons accrued before the league, seasons left, where he plays. */
  const cases = {
    sevenSeasonsAt22: { age: 22, prior_accrued_seasons: 7, contract_years: 1, status: 'active' },
    sixSeasonsAt22: { age: 22, prior_accrued_seasons: 6, contract_years: 1, status: 'active' },
    turns27AtExpiry: { age: 26, prior_accrued_seasons: 0, contract_years: 2, status: 'active' },
    still26AtExpiry: { age: 26, prior_accrued_seasons: 0, contract_years: 1, status: 'active' },
    accruesToSeven: { age: 22, prior_accrued_seasons: 4, contract_years: 4, status: 'active' },
    inTheMinors: { age: 22, prior_accrued_seasons: 4, contract_years: 4, status: 'minors' },
  } as const;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Expiry League', [gm]);
    const { db } = t.ctx.database;
    const players = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId())
      .where('status', '=', 'active')
      .where('position', '!=', 'G')
      .orderBy('id')
      .limit(Object.keys(cases).length)
      .execute();
    for (const [i, [name, facts]] of Object.entries(cases).entries()) {
      const id = players[i]?.id ?? 0;
      ids[name] = id;
      await db.updateTable('players').set(facts).where('id', '=', id).execute();
    }
  });
  afterAll(() => t.close());

  it('shows on the cap sheet who will be unrestricted, by age or by seasons', async () => {
    const response = await inject(gm, 'GET', `/api/league/${league.id}/team/${teamId()}/cap`);
    expect(response.statusCode, response.body).toBe(200);
    const sheet: CapSheetResponse = response.json();
    const status = (name: keyof typeof cases) => sheet.players.find((p) => p.id === ids[name])?.expiresAs;
    expect(status('sevenSeasonsAt22')).toBe('ufa');
    expect(status('sixSeasonsAt22')).toBe('rfa');
    expect(status('turns27AtExpiry')).toBe('ufa');
    expect(status('still26AtExpiry')).toBe('rfa');
    // A regular accrues each season to come (4 + 3); in the minors he accrues none and is 25 at expiry.
    expect(status('accruesToSeven')).toBe('ufa');
    expect(status('inTheMinors')).toBe('rfa');
  });

  it('offers a qualifying offer to the restricted only, and refuses one to a player unrestricted by seasons', async () => {
    const listed = await inject(gm, 'GET', `/api/league/${league.id}/team/${teamId()}/re-signing`);
    expect(listed.statusCode, listed.body).toBe(200);
    const players = (listed.json() as ReSigningResponse).players;
    const seven = players.find((p) => p.id === ids.sevenSeasonsAt22);
    const six = players.find((p) => p.id === ids.sixSeasonsAt22);
    expect(seven).toMatchObject({ expiresAs: 'ufa', qualifyingOffer: null });
    expect(six).toMatchObject({ expiresAs: 'rfa', qualifyingOffer: { tendered: false } });

    const url = `/api/league/${league.id}/team/${teamId()}/qualifying-offers`;
    const refused = await inject(gm, 'POST', url, { playerId: ids.sevenSeasonsAt22 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/will be an unrestricted free agent/);
    const tendered = await inject(gm, 'POST', url, { playerId: ids.sixSeasonsAt22 });
    expect(tendered.statusCode, tendered.body).toBe(200);
    expect(tendered.json().qualifyingOffer).toMatchObject({ tendered: true });
  });
});
