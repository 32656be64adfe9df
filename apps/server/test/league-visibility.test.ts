import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { setVisibility } from './support/private-league';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)("a league's visibility setting on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const detail = (user: TestUser) => inject(user, 'GET', `/api/league/${league.id}`);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, outsider] = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Visibility League', [gm]);
  });
  afterAll(() => t.close());

  it('is public by default, and the league detail says so', async () => {
    expect((await detail(gm)).json()).toMatchObject({ visibility: 'public' });
    expect((await detail(outsider)).statusCode).toBe(200);
  });

  it('is set by the commissioner alone: a GM gets 403, a bad value 400', async () => {
    const byGm = await setVisibility(t, gm, league.id, 'members');
    expect([byGm.statusCode, byGm.json().message]).toEqual([
      403,
      'Only the league commissioner can do that.',
    ]);
    for (const bad of ['private', '', 'MEMBERS']) {
      const refused = await setVisibility(t, commissioner, league.id, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toMatch(/visibility/);
    }
    expect((await detail(gm)).json()).toMatchObject({ visibility: 'public' });

    const set = await setVisibility(t, commissioner, league.id, 'members');
    expect([set.statusCode, set.json()]).toEqual([200, { visibility: 'members' }]);
    expect((await detail(gm)).json()).toMatchObject({ visibility: 'members' });
  });

  it("goes to the league's audit log, readable by its GMs, once per change", async () => {
    const audit = async () =>
      (await inject(gm, 'GET', `/api/league/${league.id}/audit`)).json().entries as {
        action: string;
        actor: { username: string };
        details: { area: string; changes: { field: string; from: unknown; to: unknown }[] };
      }[];
    const before = (await audit()).length;
    await setVisibility(t, commissioner, league.id, 'public');
    await setVisibility(t, commissioner, league.id, 'members');
    // Setting what it already is changes nothing and records nothing.
    await setVisibility(t, commissioner, league.id, 'members');
    const entries = await audit();
    expect(entries.length - before).toBe(2);
    expect(entries[0]).toMatchObject({
      action: 'settings_changed',
      actor: { username: commissioner.username },
      details: { area: 'visibility', changes: [{ field: 'visibility', from: 'public', to: 'members' }] },
    });
  });

  it('hides a members-only league from an outsider as if it did not exist, and shows it again when public', async () => {
    await setVisibility(t, commissioner, league.id, 'members');
    const hidden = await detail(outsider);
    const missing = await inject(outsider, 'GET', '/api/league/987654');
    expect([hidden.statusCode, hidden.json()]).toEqual([missing.statusCode, missing.json()]);
    expect(hidden.json()).toEqual({ error: 'Not Found', message: 'League not found.' });
    // The outsider cannot make it public either: the setting is a league route too.
    expect((await setVisibility(t, outsider, league.id, 'public')).statusCode).toBe(404);
    // Signed out: 401, as on every league route.
    expect((await inject(null, 'GET', `/api/league/${league.id}`)).statusCode).toBe(401);

    expect((await setVisibility(t, commissioner, league.id, 'public')).statusCode).toBe(200);
    expect((await detail(outsider)).statusCode).toBe(200);
  });

  it("lists a members-only league on a GM's profile only to those who may read it", async () => {
    await setVisibility(t, commissioner, league.id, 'members');
    const leaguesOnProfile = async (viewer: TestUser) =>
      (await inject(viewer, 'GET', `/api/user/profile/${gm.username}`))
        .json<{ leagues: { id: number }[] }>()
        .leagues.map((l) => l.id);
    expect(await leaguesOnProfile(outsider)).toEqual([]);
    expect(await leaguesOnProfile(commissioner)).toEqual([league.id]);
    expect(await leaguesOnProfile(gm)).toEqual([league.id]);
    const own = (await inject(gm, 'GET', '/api/db/users/profile')).json<{ leagues: { id: number }[] }>();
    expect(own.leagues.map((l) => l.id)).toEqual([league.id]);
    expect((await inject(gm, 'GET', '/api/league/user')).json()).toHaveLength(1);

    await setVisibility(t, commissioner, league.id, 'public');
    expect(await leaguesOnProfile(outsider)).toEqual([league.id]);
  });
});
