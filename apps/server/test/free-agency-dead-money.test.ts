import type { CapSheetResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 29: an offer to a free agent is checked against the team's cap with its dead money (a buy-out's
// charge) counted, as the cap sheet counts it.

describe.each(DIALECTS)('dead money in a signing on %s', (dialect) => {
  let t: TestApp;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const offersUrl = () => `/api/league/${league.id}/contract-offers`;
  const offer = (playerId: number) =>
    inject(gm, 'POST', offersUrl(), { playerId, teamId: teamId(0), capHit: 1_000_000, years: 1 });
  const capSheet = async (team: number): Promise<CapSheetResponse> =>
    (await inject(gm, 'GET', `/api/league/${league.id}/team/${team}/cap`)).json();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Dead Money League', [gm]);
  });
  afterAll(() => t.close());

  it("refuses an offer that fits the payroll but not the payroll and a buy-out's charge, naming the overage", async () => {
    const { db } = t.ctx.database;
    // A free agent: one of the AI team's players, released.
    const freed = (await capSheet(teamId(3))).players.find((p) => p.placement === 'active');
    if (!freed) throw new Error('No player to free');
    await db
      .updateTable('players')
      .set({ team_id: null, last_team_id: teamId(3) })
      .where('id', '=', freed.id)
      .execute();
    // Team 0 with $3M of room: its best-paid player earns less.
    const before = await capSheet(teamId(0));
    const top = [...before.players].sort((a, b) => b.capHit - a.capHit)[0];
    if (!top) throw new Error('No player');
    await db
      .updateTable('players')
      .set({ cap_hit: top.capHit - (3_000_000 - before.capSpace) })
      .where('id', '=', top.id)
      .execute();
    const sheet = await capSheet(teamId(0));
    expect(sheet.capSpace).toBe(3_000_000);

    const fits = await offer(freed.id);
    expect(fits.statusCode, fits.body).toBe(201);
    expect((await inject(gm, 'DELETE', `${offersUrl()}/${fits.json().id}`)).statusCode).toBe(200);
    // A buy-out charging $2.5M this season and the next leaves $500K.
    await db
      .insertInto('cap_charges')
      .values({
        league_id: league.id,
        team_id: teamId(0),
        player_id: null,
        kind: 'buyout',
        first_year: sheet.season.startYear,
        seasons: 2,
        charge_per_season: 2_500_000,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await capSheet(teamId(0))).capSpace).toBe(500_000);
    const over = await offer(freed.id);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toMatch(/would put the team \$500K over the cap of \$/);
  });
});
