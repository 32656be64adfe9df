import { DEFAULT_GOALIE_PLAN } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('goalie plan on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let league: LeagueSummaryForTest;
  let teamId: number;
  let otherTeamId: number;

  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const planUrl = (team = teamId) => `/api/team/league/${league.id}/team/${team}/goalie-plan`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, otherGm] = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Goalie plans', [gm, otherGm]);
    teamId = league.teams[0]?.id ?? 0;
    otherTeamId = league.teams[1]?.id ?? 0;
  });
  afterAll(() => t.close());

  it('is the default plan until the GM sets one, and says so', async () => {
    const response = await inject(gm, 'GET', planUrl(otherTeamId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      teamId: otherTeamId,
      editable: false,
      isDefault: true,
      goaliePlan: DEFAULT_GOALIE_PLAN,
    });
  });

  it("saves the GM's plan, which every later read returns", async () => {
    const goaliePlan = { starterShare: 0.6, restOnBackToBack: false };
    const saved = await inject(gm, 'PUT', planUrl(), { goaliePlan });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, goaliePlan });
    expect((await inject(gm, 'GET', planUrl())).json()).toEqual({
      teamId,
      editable: true,
      isDefault: false,
      goaliePlan,
    });
    // Another GM may look, not change.
    expect((await inject(otherGm, 'GET', planUrl())).json()).toMatchObject({ editable: false, goaliePlan });
  });

  it('is 403 for another GM and 401 for a visitor, changing nothing; the commissioner may set it', async () => {
    const before = (await inject(gm, 'GET', planUrl())).json().goaliePlan;
    const body = { goaliePlan: { starterShare: 1, restOnBackToBack: true } };
    const denied = await inject(otherGm, 'PUT', planUrl(), body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Only this team's GM or the commissioner can change its goalie plan.");
    expect((await inject(null, 'PUT', planUrl(), body)).statusCode).toBe(401);
    expect((await inject(gm, 'GET', planUrl())).json().goaliePlan).toEqual(before);

    const byCommissioner = await inject(commissioner, 'PUT', planUrl(), body);
    expect(byCommissioner.statusCode, byCommissioner.body).toBe(200);
    expect((await inject(gm, 'GET', planUrl())).json().goaliePlan).toEqual(body.goaliePlan);
  });

  it.each([
    [{ starterShare: 0.4, restOnBackToBack: true }, 'at least 0.5'],
    [{ starterShare: 1.2, restOnBackToBack: true }, 'at most 1'],
    [{ starterShare: '0.7', restOnBackToBack: true }, 'must be a number'],
    [{ starterShare: 0.7 }, 'Rest on back-to-backs must be true or false.'],
  ])('rejects %j with 400 saying what is wrong, saving nothing', async (goaliePlan, message) => {
    const before = (await inject(gm, 'GET', planUrl())).json().goaliePlan;
    const response = await inject(gm, 'PUT', planUrl(), { goaliePlan });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await inject(gm, 'GET', planUrl())).json().goaliePlan).toEqual(before);
  });

  it('is 404 for a team of another league and 400 for a bad id', async () => {
    const elsewhere = await createLeague(t, otherGm, { name: 'Elsewhere', mode: 'Custom', teamCount: 4 });
    const foreignTeam = elsewhere.teams[0]?.id ?? 0;
    const response = await inject(gm, 'GET', planUrl(foreignTeam));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Team not found in this league.');
    expect((await inject(gm, 'GET', `/api/team/league/${league.id}/team/abc/goalie-plan`)).statusCode).toBe(
      400,
    );
  });
});
