import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { type LeagueSummaryForTest, requestsAs } from './leagues';
import type { TestApp } from './test-app';

export interface ListedRecruitment {
  id: number;
  team: { id: number; league: { id: number } };
}

/** Recruitment steps through the API: the commissioner opens and decides, users apply. */
export function recruitmentSteps(t: TestApp, commissioner: TestUser) {
  const inject = requestsAs(t);
  return {
    /** Opens a recruitment for the team and returns it as the list shows it. */
    async open(league: LeagueSummaryForTest, teamId: number): Promise<ListedRecruitment> {
      const opened = await inject(
        commissioner,
        'POST',
        `/api/league/${league.id}/team/${teamId}/recruitment`,
      );
      expect(opened.statusCode, opened.body).toBe(201);
      const listed: ListedRecruitment[] = (
        await inject(commissioner, 'GET', '/api/user/recruitments')
      ).json();
      const recruitment = listed.find((r) => r.team.id === teamId);
      if (!recruitment) throw new Error(`The recruitment of team ${teamId} is not listed.`);
      return recruitment;
    },

    async apply(user: TestUser, recruitment: ListedRecruitment): Promise<void> {
      const { id, team } = recruitment;
      const applied = await inject(
        user,
        'POST',
        `/api/user/league/${team.league.id}/team/${team.id}/${id}/apply`,
      );
      expect(applied.statusCode, applied.body).toBe(201);
    },

    /** The id of the user's application to the team, as the commissioner sees it. */
    async applicationId(league: LeagueSummaryForTest, teamId: number, user: TestUser): Promise<number> {
      const view = (await inject(commissioner, 'GET', `/api/league/${league.id}/commish`)).json();
      const team = view.teams.find((x: { id: number }) => x.id === teamId);
      return team.recruitment.applications.find((a: { userId: number }) => a.userId === user.id).id;
    },

    accept(league: LeagueSummaryForTest, applicationId: number) {
      return inject(commissioner, 'POST', `/api/league/${league.id}/applications/${applicationId}`, {
        decision: 'accept',
      });
    },

    /** The user's applications as `{ [recruitmentId]: status }`. */
    async statusesOf(user: TestUser): Promise<Record<number, string>> {
      const applications: { recruitmentId: number; status: string }[] = (
        await inject(user, 'GET', '/api/user/applications')
      ).json();
      return Object.fromEntries(applications.map((a) => [a.recruitmentId, a.status]));
    },
  };
}
