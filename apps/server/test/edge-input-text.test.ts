import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const NUL = '\u0000';

/** A 400 that says what is wrong with which field, so the person can fix it. */
function expectNulRefused(response: { statusCode: number; body: string; json(): unknown }, field: RegExp) {
  expect(response.statusCode, response.body).toBe(400);
  const { error, message } = response.json() as { error: string; message: string };
  expect(error).toBe('Bad Request');
  expect(message).toMatch(/NUL character/);
  expect(message).toMatch(field);
}

// PostgreSQL cannot store a NUL in text and answered 500 (with a stack trace in the log); SQLite stored it.
describe.each(DIALECTS)('NUL characters in text on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' });
    [ann, ben] = [await signUp(t), await signUp(t)];
    league = await createLeague(t, ann, {
      name: 'Plain League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
  });
  afterAll(() => t.close());

  it('refuses them in the signed-out login form', async () => {
    const username = await inject(null, 'POST', '/api/auth/login', { username: `a${NUL}`, password: 'x' });
    expectNulRefused(username, /Username/);
    const password = await inject(null, 'POST', '/api/auth/login', {
      username: ann.username,
      password: `${ann.password}${NUL}`,
    });
    expectNulRefused(password, /Password/);
  });

  it.each([
    ['username', /Username/],
    ['email', /Email/],
    ['password', /Password/],
    ['gmName', /GM name/],
  ])('refuses them in the registration form field %s, and stores no account', async (field, label) => {
    const registration = newRegistration();
    const value =
      field === 'email' ? `x${NUL}${registration.email}` : `${registration[field as 'username']}${NUL}x`;
    const response = await inject(null, 'POST', '/api/db/users/create', { ...registration, [field]: value });
    expectNulRefused(response, label);
    const retry = await inject(null, 'POST', '/api/db/users/create', registration);
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('refuses them when asking for the verification mail again, and in the link', async () => {
    expectNulRefused(
      await inject(null, 'POST', '/api/db/users/resend-verification', { login: `${ann.username}${NUL}` }),
      /Username or email/,
    );
    expectNulRefused(await inject(null, 'POST', `/api/db/verify/abc%00def`), /link/);
  });

  it('refuses them in a profile, and in the username of a profile link', async () => {
    expectNulRefused(await inject(ann, 'PUT', '/api/user/profile', { gmName: `Scotty${NUL}` }), /GM name/);
    expectNulRefused(
      await inject(ann, 'PUT', '/api/user/profile', { prefersTo: `trade${NUL}` }),
      /Prefers to/,
    );
    expectNulRefused(await inject(ann, 'GET', `/api/user/profile/${ann.username}%00`), /Username/);
    const profile = (await inject(ann, 'GET', `/api/user/profile/${ann.username}`)).json();
    expect(profile.gmName).toBeNull();
  });

  it('refuses them in a message and sends nothing', async () => {
    const response = await inject(ann, 'POST', '/api/message/send', {
      receiverId: ben.id,
      content: `Hi${NUL}`,
    });
    expectNulRefused(response, /message/);
    expect((await inject(ben, 'GET', '/api/message/inbox')).json()).toEqual([]);
  });

  it('refuses them in a new league name, a rename and a roster file', async () => {
    expectNulRefused(await inject(ann, 'POST', '/api/league/create', { name: `North${NUL}` }), /League name/);
    expectNulRefused(
      await inject(ann, 'PUT', `/api/league/${league.id}/name`, { name: `South${NUL}` }),
      /League name/,
    );
    const roster = await inject(ann, 'POST', '/api/league/create', {
      name: 'Imported',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
      playerSetup: 'import',
      customRoster: [{ team: 'HAL', firstName: `Sid${NUL}`, lastName: 'Crosby', position: 'C' }],
    });
    expectNulRefused(roster, /Row 1: firstName/);
    const detail = (await inject(ann, 'GET', `/api/league/${league.id}`)).json();
    expect(detail.name).toBe('Plain League');
  });
});
