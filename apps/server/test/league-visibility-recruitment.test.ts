import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { setVisibility } from './support/private-league';
import { type ListedRecruitment, recruitmentSteps } from './support/recruitments';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)("a members-only league's recruitment on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  let steps: ReturnType<typeof recruitmentSteps>;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const listed = async (user: TestUser) =>
    (await inject(user, 'GET', '/api/user/recruitments'))
      .json<ListedRecruitment[]>()
      .filter((r) => r.team.league.id === league.id);
  const applyUrl = (r: ListedRecruitment) => `/api/user/league/${league.id}/team/${r.team.id}/${r.id}/apply`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Friends Recruiting', [gm]);
    steps = recruitmentSteps(t, commissioner);
    expect((await setVisibility(t, commissioner, league.id, 'members')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('lists only its recruitment to outsiders, who may apply but read nothing else', async () => {
    const teamId = league.teams[2]?.id ?? 0;
    const recruitment = await steps.open(league, teamId);
    const applicant = await signUp(t);
    const [shown] = await listed(applicant);
    // The recruitment's own information: the team and the league's name, nothing of its play.
    expect(shown).toEqual({
      id: recruitment.id,
      createdAt: expect.any(String),
      team: {
        id: teamId,
        name: expect.any(String),
        abbreviation: expect.any(String),
        league: { id: league.id, name: 'Friends Recruiting' },
      },
    });
    await steps.apply(applicant, recruitment);
    expect(await steps.statusesOf(applicant)).toEqual({ [recruitment.id]: 'pending' });
    expect(await listed(applicant)).toHaveLength(1);
    for (const url of [
      `/api/league/${league.id}`,
      `/api/league/${league.id}/standings`,
      `/api/team/league/${league.id}/team/${teamId}`,
    ]) {
      expect((await inject(applicant, 'GET', url)).statusCode, url).toBe(404);
    }

    // Accepted, the applicant is a GM of the league: a member who reads it all.
    const applicationId = await steps.applicationId(league, teamId, applicant);
    expect((await steps.accept(league, applicationId)).statusCode).toBe(200);
    expect((await inject(applicant, 'GET', `/api/league/${league.id}`)).statusCode).toBe(200);
  });

  it('keeps its recruitment open to a user whose application waits after it stops recruiting', async () => {
    const teamId = league.teams[3]?.id ?? 0;
    const recruitment = await steps.open(league, teamId);
    const applicant = await signUp(t);
    const outsider = await signUp(t);
    await steps.apply(applicant, recruitment);
    // The recruitment closes (as when the commissioner assigns the team) with the application still pending.
    await t.ctx.database.db
      .updateTable('recruitments')
      .set({ status: 'closed' })
      .where('id', '=', recruitment.id)
      .execute();

    expect(await listed(outsider)).toEqual([]);
    const byOutsider = await inject(outsider, 'POST', applyUrl(recruitment));
    expect([byOutsider.statusCode, byOutsider.json().message]).toEqual([404, 'League not found.']);
    // The applicant still reaches the recruitment (its answer is its own: it is closed), not the league.
    const byApplicant = await inject(applicant, 'POST', applyUrl(recruitment));
    expect(byApplicant.statusCode).toBe(409);
    expect((await inject(applicant, 'GET', `/api/league/${league.id}`)).statusCode).toBe(404);
  });
});
