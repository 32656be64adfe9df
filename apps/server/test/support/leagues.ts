import { expect } from 'vitest';
import type { TestUser } from './accounts';
import type { TestApp } from './test-app';

export interface LeagueSummaryForTest {
  id: number;
  teams: { id: number; name: string; abbreviation: string; gm: { id: number; username: string } | null }[];
}

/** Creates a league as `user` through the API and returns it as `GET /api/league/{id}` shows it. */
export async function createLeague(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown> = { name: 'Test League' },
): Promise<LeagueSummaryForTest> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/league/create',
    headers: { cookie: user.cookie },
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const league = await t.app.inject({
    method: 'GET',
    url: `/api/league/${created.json().id}`,
    headers: { cookie: user.cookie },
  });
  return league.json();
}

export const as = (user: TestUser | null) => (user ? { cookie: user.cookie } : {});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `inject(user, method, url, payload?)` against the test app, signed in as `user` (or as a visitor). */
export function requestsAs(t: TestApp) {
  return (user: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });
}

/**
 * A custom league of four teams made by `commissioner`, with each of `gms` assigned, in order, to its
 * first teams: the usual start of a test about what a GM may do to his own team and not to another's.
 */
export async function leagueWithGms(t: TestApp, commissioner: TestUser, name: string, gms: TestUser[]) {
  const league = await createLeague(t, commissioner, {
    name,
    mode: 'Custom',
    importTeams: false,
    teamCount: 4,
  });
  const inject = requestsAs(t);
  for (const [i, gm] of gms.entries()) {
    const teamId = league.teams[i]?.id ?? 0;
    const assigned = await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${teamId}/gm`, {
      username: gm.username,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  return league;
}

/** The id of a league's active season, read from the database. */
export async function activeSeasonId(t: TestApp, leagueId: number): Promise<number> {
  const season = await t.ctx.database.db
    .selectFrom('seasons')
    .select('id')
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  return season.id;
}
