import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { type ListedRecruitment, recruitmentSteps } from './support/recruitments';
import { createTestApp, type TestApp } from './support/test-app';

// A user runs at most one team per league: recruitments and applications follow that rule too.
describe.each(DIALECTS)('one team per league in recruitments on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let otherLeague: LeagueSummaryForTest;
  let steps: ReturnType<typeof recruitmentSteps>;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamOf = (l: LeagueSummaryForTest, index: number) => l.teams[index]?.id ?? 0;
  const assign = (l: LeagueSummaryForTest, teamId: number, user: TestUser) =>
    inject(commissioner, 'PUT', `/api/league/${l.id}/team/${teamId}/gm`, { username: user.username });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    steps = recruitmentSteps(t, commissioner);
    const custom = { mode: 'Custom', importTeams: false, teamCount: 8 };
    league = await createLeague(t, commissioner, { name: 'Seat League', ...custom });
    otherLeague = await createLeague(t, commissioner, { name: 'Other League', ...custom });
  });
  afterAll(() => t.close());

  it('lists no open seat in a league where the user already runs a team', async () => {
    const gm = await signUp(t);
    const visitor = await signUp(t);
    const assigned = await assign(league, teamOf(league, 0), gm);
    expect(assigned.statusCode, assigned.body).toBe(200);
    const here = await steps.open(league, teamOf(league, 1));
    const elsewhere = await steps.open(otherLeague, teamOf(otherLeague, 1));

    const seenByGm: ListedRecruitment[] = (await inject(gm, 'GET', '/api/user/recruitments')).json();
    expect(seenByGm.map((r) => r.id)).not.toContain(here.id);
    expect(seenByGm.map((r) => r.id)).toContain(elsewhere.id);
    const seenByVisitor: ListedRecruitment[] = (
      await inject(visitor, 'GET', '/api/user/recruitments')
    ).json();
    expect(seenByVisitor.map((r) => r.id)).toEqual(expect.arrayContaining([here.id, elsewhere.id]));
  });

  it("withdraws the applicant's other pending applications in the league when one is accepted", async () => {
    const applicant = await signUp(t);
    const [chosen, passedOver, elsewhere] = [
      await steps.open(league, teamOf(league, 2)),
      await steps.open(league, teamOf(league, 3)),
      await steps.open(otherLeague, teamOf(otherLeague, 2)),
    ];
    for (const r of [chosen, passedOver, elsewhere]) await steps.apply(applicant, r);

    const accepted = await steps.accept(league, await steps.applicationId(league, chosen.team.id, applicant));
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(await steps.statusesOf(applicant)).toEqual({
      [chosen.id]: 'accepted',
      [passedOver.id]: 'withdrawn',
      [elsewhere.id]: 'pending',
    });
    const withdrawnId = await steps.applicationId(league, passedOver.team.id, applicant);
    const acceptWithdrawn = await steps.accept(league, withdrawnId);
    expect(acceptWithdrawn.statusCode).toBe(409);
    expect(acceptWithdrawn.json().message).toBe('That application has already been decided.');
  });

  it("withdraws the user's pending applications in the league when the commissioner assigns a team", async () => {
    const applicant = await signUp(t);
    const [applied, elsewhere] = [
      await steps.open(league, teamOf(league, 4)),
      await steps.open(otherLeague, teamOf(otherLeague, 3)),
    ];
    await steps.apply(applicant, applied);
    await steps.apply(applicant, elsewhere);

    const assigned = await assign(league, teamOf(league, 5), applicant);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await steps.statusesOf(applicant)).toEqual({
      [applied.id]: 'withdrawn',
      [elsewhere.id]: 'pending',
    });
  });
});
