import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { recruitmentSteps } from './support/recruitments';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Two requests that give GM seats at the same moment (Promise.all). On PostgreSQL they really
 * overlap, and each round is a fresh chance for the second to pass every check before the first
 * commits; SQLite runs one transaction at a time, so there they must agree with the plain checks.
 */
const ROUNDS = 3;
const ALREADY_MANAGES = /^That user already manages .+ in this league\.$/;

describe.each(DIALECTS)('GM seats given at the same moment on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let league: LeagueSummaryForTest;
  let steps: ReturnType<typeof recruitmentSteps>;
  let nextTeam = 0;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const freeTeam = () => league.teams[nextTeam++]?.id ?? 0;
  const assign = (teamId: number, user: TestUser) =>
    inject(commissioner, 'PUT', `/api/league/${league.id}/team/${teamId}/gm`, { username: user.username });
  const teamsOf = async (user: TestUser) =>
    (await inject(commissioner, 'GET', `/api/league/${league.id}`))
      .json()
      .teams.filter((team: { gm: { id: number } | null }) => team.gm?.id === user.id)
      .map((team: { id: number }) => team.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    steps = recruitmentSteps(t, commissioner);
    league = await createLeague(t, commissioner, {
      name: 'Race League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 32,
    });
  });
  afterAll(() => t.close());

  it('stores an application sent twice at once one time', async () => {
    const user = await signUp(t);
    const recruitment = await steps.open(league, freeTeam());
    const url = `/api/user/league/${league.id}/team/${recruitment.team.id}/${recruitment.id}/apply`;
    const answers = await Promise.all([inject(user, 'POST', url), inject(user, 'POST', url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(
      'You have already applied for this team.',
    );
    expect(await steps.statusesOf(user)).toEqual({ [recruitment.id]: 'pending' });
  });

  it('assigns one user to one of two teams and answers the other 409 naming why', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await signUp(t);
      const [first, second] = [freeTeam(), freeTeam()];
      const answers = await Promise.all([assign(first, user), assign(second, user)]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().message).toMatch(ALREADY_MANAGES);
      expect(await teamsOf(user)).toHaveLength(1);
    }
  });

  it("accepts one of a user's two applications and answers the other 409 naming why", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await signUp(t);
      const recruitments = [await steps.open(league, freeTeam()), await steps.open(league, freeTeam())];
      for (const r of recruitments) await steps.apply(user, r);
      const ids = await Promise.all(recruitments.map((r) => steps.applicationId(league, r.team.id, user)));
      const answers = await Promise.all(ids.map((id) => steps.accept(league, id)));
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
        200, 409,
      ]);
      // The loser either raced to the seat or found its application already withdrawn.
      expect(answers.find((a) => a.statusCode === 409)?.json().message).toMatch(
        /^(That user already manages .+ in this league|That application has already been decided)\.$/,
      );
      expect(await teamsOf(user)).toHaveLength(1);
      expect(Object.values(await steps.statusesOf(user)).sort()).toEqual(['accepted', 'withdrawn']);
    }
  });

  it("accepts one of two users' applications to the same team and keeps its GM", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const applicants = [await signUp(t), await signUp(t)];
      const recruitment = await steps.open(league, freeTeam());
      for (const user of applicants) await steps.apply(user, recruitment);
      const ids = await Promise.all(
        applicants.map((u) => steps.applicationId(league, recruitment.team.id, u)),
      );
      const answers = await Promise.all(ids.map((id) => steps.accept(league, id)));
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
        200, 409,
      ]);
      const winner = applicants[answers.findIndex((a) => a.statusCode === 200)] as TestUser;
      const loser = applicants[answers.findIndex((a) => a.statusCode === 409)] as TestUser;
      expect(await teamsOf(winner)).toEqual([recruitment.team.id]);
      expect(await teamsOf(loser)).toEqual([]);
      expect(await steps.statusesOf(loser)).toEqual({ [recruitment.id]: 'declined' });
    }
  });
});
