import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('commissioner tools and recruitments on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  let teamId: number;
  let otherTeamId: number;

  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, otherGm, outsider] = [
      await signUp(t),
      await signUp(t),
      await signUp(t),
      await signUp(t),
    ];
    league = await createLeague(t, commissioner, {
      name: 'Recruiting League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    teamId = league.teams[0]?.id ?? 0;
    otherTeamId = league.teams[1]?.id ?? 0;
    const assigned = await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${teamId}/gm`, {
      username: gm.username,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${otherTeamId}/gm`, {
      username: otherGm.username,
    });
  });
  afterAll(() => t.close());

  describe('who may use the commissioner tools', () => {
    const writes = () =>
      [
        ['GET', `/api/league/${league.id}/commish`, undefined],
        ['PUT', `/api/league/${league.id}/name`, { name: 'Hijacked' }],
        ['PUT', `/api/league/${league.id}/team/${teamId}/gm`, { username: 'someone' }],
        ['DELETE', `/api/league/${league.id}/team/${teamId}/gm`, undefined],
        ['POST', `/api/league/${league.id}/team/${league.teams[2]?.id}/recruitment`, undefined],
        ['POST', `/api/league/${league.id}/applications/1`, { decision: 'accept' }],
      ] as const;

    it('is 401 for a visitor and 403 for a non-member, another GM and the team GM', async () => {
      for (const [method, url, payload] of writes()) {
        expect((await inject(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
        for (const user of [outsider, otherGm, gm]) {
          const response = await inject(user, method, url, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json().message).toBe('Only the league commissioner can do that.');
        }
      }
      const detail = await inject(commissioner, 'GET', `/api/league/${league.id}`);
      expect(detail.json().name).toBe('Recruiting League');
      expect(detail.json().teams.find((team: { id: number }) => team.id === teamId).gm.id).toBe(gm.id);
    });

    it('lets the commissioner rename the league', async () => {
      expect(
        (await inject(commissioner, 'PUT', `/api/league/${league.id}/name`, { name: 'Renamed' })).statusCode,
      ).toBe(200);
      expect((await inject(commissioner, 'GET', `/api/league/${league.id}`)).json().name).toBe('Renamed');
      expect(
        (await inject(commissioner, 'PUT', `/api/league/${league.id}/name`, { name: ' ' })).statusCode,
      ).toBe(400);
    });
  });

  describe('GMs', () => {
    it('shows the GM by username, never by e-mail, except to the GM', async () => {
      const seenByOutsider = (await inject(outsider, 'GET', `/api/league/${league.id}`)).json();
      const team = seenByOutsider.teams.find((x: { id: number }) => x.id === teamId);
      expect(team.gm).toEqual({ id: gm.id, username: gm.username });
      expect(team.username).toBe(gm.username);
      expect(JSON.stringify(seenByOutsider)).not.toContain('@example.com');
      const seenByGm = (await inject(gm, 'GET', `/api/team/league/${league.id}/team/${teamId}`)).json();
      expect(seenByGm.gm.email).toBe(gm.email);
      expect(seenByGm.players.length).toBeGreaterThan(20);
      expect((await inject(gm, 'GET', `/api/league/${league.id}`)).json().myTeamId).toBe(teamId);
    });

    it('lets a user manage only one team per league (409) and names an unknown user (404)', async () => {
      const twice = await inject(
        commissioner,
        'PUT',
        `/api/league/${league.id}/team/${league.teams[3]?.id}/gm`,
        {
          username: gm.username,
        },
      );
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toMatch(/already manages/);
      const unknown = await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${teamId}/gm`, {
        username: 'ghost_gm',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe("No user is called 'ghost_gm'.");
    });

    it('lists the league on the GM dashboard and profile with the team', async () => {
      const leagues = (await inject(gm, 'GET', '/api/league/user')).json();
      expect(leagues).toContainEqual(
        expect.objectContaining({
          id: league.id,
          isCommissioner: false,
          myTeam: expect.objectContaining({ id: teamId }),
        }),
      );
      const profile = (await inject(outsider, 'GET', `/api/user/profile/${gm.username}`)).json();
      expect(profile.leagues).toContainEqual(
        expect.objectContaining({ id: league.id, isCommissioner: false }),
      );
    });
  });

  describe('recruitment', () => {
    it('runs from open to applied to accepted, making the applicant the GM', async () => {
      const open = league.teams[2]?.id ?? 0;
      expect(
        (await inject(commissioner, 'POST', `/api/league/${league.id}/team/${open}/recruitment`)).statusCode,
      ).toBe(201);
      const again = await inject(commissioner, 'POST', `/api/league/${league.id}/team/${open}/recruitment`);
      expect(again.statusCode).toBe(409);

      const listed = (await inject(outsider, 'GET', '/api/user/recruitments')).json();
      const recruitment = listed.find((r: { team: { id: number } }) => r.team.id === open);
      expect(recruitment.team.league).toEqual({ id: league.id, name: expect.any(String) });

      const applyUrl = `/api/user/league/${league.id}/team/${open}/${recruitment.id}/apply`;
      expect((await inject(outsider, 'POST', applyUrl)).statusCode).toBe(201);
      const twice = await inject(outsider, 'POST', applyUrl);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('You have already applied for this team.');
      const byGm = await inject(gm, 'POST', applyUrl);
      expect(byGm.statusCode).toBe(409);
      expect(byGm.json().message).toBe('You already manage a team in this league.');
      expect((await inject(outsider, 'GET', '/api/user/applications')).json()).toContainEqual({
        recruitmentId: recruitment.id,
        status: 'pending',
      });

      const view = (await inject(commissioner, 'GET', `/api/league/${league.id}/commish`)).json();
      const application = view.teams.find((x: { id: number }) => x.id === open).recruitment.applications[0];
      expect(application).toMatchObject({ username: outsider.username, status: 'pending' });

      const accepted = await inject(
        commissioner,
        'POST',
        `/api/league/${league.id}/applications/${application.id}`,
        {
          decision: 'accept',
        },
      );
      expect(accepted.statusCode).toBe(200);
      const detail = (await inject(outsider, 'GET', `/api/league/${league.id}`)).json();
      expect(detail.myTeamId).toBe(open);
      const stillListed = (await inject(outsider, 'GET', '/api/user/recruitments')).json();
      expect(stillListed.some((r: { id: number }) => r.id === recruitment.id)).toBe(false);
      expect((await inject(outsider, 'GET', '/api/user/applications')).json()).toContainEqual({
        recruitmentId: recruitment.id,
        status: 'accepted',
      });
      const decidedAgain = await inject(
        commissioner,
        'POST',
        `/api/league/${league.id}/applications/${application.id}`,
        {
          decision: 'decline',
        },
      );
      expect(decidedAgain.statusCode).toBe(409);
    });

    it('refuses to open a recruitment for a team with a GM, and an application to a mismatched team', async () => {
      const withGm = await inject(
        commissioner,
        'POST',
        `/api/league/${league.id}/team/${teamId}/recruitment`,
      );
      expect(withGm.statusCode).toBe(409);
      expect(withGm.json().message).toMatch(/already has a GM/);
      const bogus = await inject(
        outsider,
        'POST',
        `/api/user/league/${league.id}/team/${teamId}/999999/apply`,
      );
      expect(bogus.statusCode).toBe(404);
    });

    it('declining leaves the team open', async () => {
      const open = league.teams[3]?.id ?? 0;
      await inject(commissioner, 'DELETE', `/api/league/${league.id}/team/${open}/gm`);
      await inject(commissioner, 'POST', `/api/league/${league.id}/team/${open}/recruitment`);
      const applicant = await signUp(t);
      const recruitment = (await inject(applicant, 'GET', '/api/user/recruitments'))
        .json()
        .find((r: { team: { id: number } }) => r.team.id === open);
      await inject(applicant, 'POST', `/api/user/league/${league.id}/team/${open}/${recruitment.id}/apply`);
      const view = (await inject(commissioner, 'GET', `/api/league/${league.id}/commish`)).json();
      const application = view.teams.find((x: { id: number }) => x.id === open).recruitment.applications[0];
      await inject(commissioner, 'POST', `/api/league/${league.id}/applications/${application.id}`, {
        decision: 'decline',
      });
      expect((await inject(applicant, 'GET', '/api/user/applications')).json()).toContainEqual({
        recruitmentId: recruitment.id,
        status: 'declined',
      });
      expect((await inject(applicant, 'GET', `/api/league/${league.id}`)).json().myTeamId).toBeNull();
    });
  });

  describe('profiles', () => {
    it('shows the own profile and lets only the owner edit it', async () => {
      const own = await inject(gm, 'GET', '/api/db/users/profile');
      expect(own.json()).toMatchObject({ id: gm.id, username: gm.username, favouriteTeam: null });
      const updated = await inject(gm, 'PUT', '/api/user/profile', {
        gmName: 'Lou',
        favouriteTeam: 'New Jersey Devils',
        prefersTo: 'Trade for defence',
      });
      expect(updated.json()).toMatchObject({
        gmName: 'Lou',
        favouriteTeam: 'New Jersey Devils',
        prefersTo: 'Trade for defence',
      });
      expect((await inject(outsider, 'GET', `/api/user/profile/${gm.username}`)).json().gmName).toBe('Lou');
      const bad = await inject(gm, 'PUT', '/api/user/profile', { favouriteTeam: 'Atlanta Thrashers' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/one of the 32 teams/);
      expect((await inject(null, 'PUT', '/api/user/profile', { gmName: 'x' })).statusCode).toBe(401);
    });

    it('does not find a profile by e-mail, and 404s an unknown user', async () => {
      expect(
        (await inject(outsider, 'GET', `/api/user/profile/${encodeURIComponent(gm.email)}`)).statusCode,
      ).toBe(404);
      const missing = await inject(outsider, 'GET', '/api/user/profile/nobody_at_all');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('User profile not found.');
    });
  });
});
