import { DEFAULT_TRADE_SETTINGS } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { noticesOf } from './support/trades';

// Issue 27 point 6: the commissioner names GMs of the league co-commissioners, each with his powers; the
// owner alone names and removes them.

describe.each(DIALECTS)('co-commissioners on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let gms: TestUser[];
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  const gm = (i: number) => gms[i] as TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const url = () => `/api/league/${league.id}/co-commissioners`;
  const name = (user: TestUser, userIds: number[]) => inject(user, 'PUT', url(), { userIds });
  const changeTradeSettings = (user: TestUser, expiryHours: number) =>
    inject(user, 'PUT', `/api/league/${league.id}/trade-settings`, {
      ...DEFAULT_TRADE_SETTINGS,
      expiryHours,
    });
  const coIds = async () =>
    ((await inject(owner, 'GET', url())).json().coCommissioners as { userId: number }[]).map((c) => c.userId);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signUp(t);
    gms = [await signUp(t), await signUp(t), await signUp(t)];
    outsider = await signUp(t);
    league = await leagueWithGms(t, owner, 'Co League', gms);
  });
  afterAll(async () => t.close());

  it('gives a named GM every commissioner power, which he loses when the owner removes him', async () => {
    expect((await changeTradeSettings(gm(0), 24)).statusCode).toBe(403);
    const named = await name(owner, [gm(0).id]);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({
      owner: { userId: owner.id },
      coCommissioners: [{ userId: gm(0).id, username: gm(0).username, teamName: league.teams[0]?.name }],
      canEdit: true,
    });
    expect((await noticesOf(t, gm(0), 'co_commissioner_named'))[0]).toMatchObject({ leagueId: league.id });
    expect((await inject(gm(0), 'GET', `/api/league/${league.id}`)).json().isCommissioner).toBe(true);
    expect((await inject(gm(1), 'GET', `/api/league/${league.id}`)).json().isCommissioner).toBe(false);
    const changed = await changeTradeSettings(gm(0), 12);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ settings: { expiryHours: 12 }, canEdit: true });
    expect((await inject(gm(0), 'GET', `/api/league/${league.id}/commish`)).statusCode).toBe(200);

    expect((await name(owner, [])).statusCode).toBe(200);
    expect((await noticesOf(t, gm(0), 'co_commissioner_removed'))[0]).toMatchObject({ leagueId: league.id });
    expect((await changeTradeSettings(gm(0), 24)).statusCode).toBe(403);
    expect((await inject(gm(0), 'GET', `/api/league/${league.id}`)).json().isCommissioner).toBe(false);
  });

  it('lets the owner alone change the list, and only with GMs of the league', async () => {
    expect((await name(owner, [gm(0).id, gm(1).id])).statusCode).toBe(200);
    const byCo = await name(gm(0), [gm(0).id]);
    expect(byCo.statusCode).toBe(403);
    expect(byCo.json().message).toMatch(/Only the league's commissioner/);
    expect((await name(gm(2), [])).statusCode).toBe(403);
    expect((await inject(gm(0), 'GET', url())).json().canEdit).toBe(false);
    expect(await coIds()).toEqual(expect.arrayContaining([gm(0).id, gm(1).id]));

    const stranger = await name(owner, [gm(0).id, outsider.id]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(
      `User ${outsider.id} is not a GM of this league: only its GMs can be co-commissioners.`,
    );
    expect((await name(owner, [owner.id])).statusCode).toBe(400);
    expect((await coIds()).sort()).toEqual([gm(0).id, gm(1).id].sort());

    // Nor can a co-commissioner take another's seat, and so his powers, away.
    const unseat = await inject(gm(0), 'DELETE', `/api/league/${league.id}/team/${league.teams[1]?.id}/gm`);
    expect(unseat.statusCode).toBe(403);
    expect(unseat.json().message).toMatch(/only the league's owner/);
    expect((await name(owner, [])).statusCode).toBe(200);
  });

  it('stops a co-commissioner removed as GM being one, in the same step, and tells him', async () => {
    expect((await name(owner, [gm(2).id])).statusCode).toBe(200);
    const team = league.teams[2]?.id ?? 0;
    const removed = await inject(owner, 'DELETE', `/api/league/${league.id}/team/${team}/gm`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await coIds()).toEqual([]);
    expect((await noticesOf(t, gm(2), 'co_commissioner_removed'))[0]).toMatchObject({ leagueId: league.id });
    expect((await changeTradeSettings(gm(2), 24)).statusCode).toBe(403);
  });

  it('answers 401 to a visitor and 404 for a league that does not exist', async () => {
    expect((await inject(null, 'GET', url())).statusCode).toBe(401);
    expect(
      (await inject(owner, 'PUT', '/api/league/999999/co-commissioners', { userIds: [] })).statusCode,
    ).toBe(404);
  });
});
