import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { createApiToken, requestsWithToken } from './support/api-tokens';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ListedToken {
  id: number;
  name: string;
  scope: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

describe.each(DIALECTS)('personal API tokens on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let league: LeagueSummaryForTest;

  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const bot = (...args: Parameters<ReturnType<typeof requestsWithToken>>) => requestsWithToken(t)(...args);
  const teamUrl = (index: number) => `/api/user/league/${league.id}/team/${league.teams[index]?.id ?? 0}`;
  const standingsUrl = () => `/api/league/${league.id}/standings`;
  const listTokens = async (user: TestUser) => {
    const response = await inject(user, 'GET', '/api/user/tokens');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ tokens: ListedToken[] }>().tokens;
  };
  /** The lineup the team has now, saved back as it is: a write that changes nothing else. */
  const lineupOf = async (index: number) =>
    (await inject(commissioner, 'GET', `${teamUrl(index)}/lineup`)).json<{ lineup: object }>().lineup;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, otherGm] = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Tokens', [gm, otherGm]);
  });
  afterAll(() => t.close());

  it('shows the secret once, stores only its hash, and lists tokens without secrets', async () => {
    const created = await inject(gm, 'POST', '/api/user/tokens', {
      name: '  Discord bot  ',
      scope: 'read',
      expiresInDays: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { apiToken, secret } = created.json<{ apiToken: ListedToken; secret: string }>();
    expect(secret).toMatch(/^rks_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'Discord bot', scope: 'read', lastUsedAt: null });
    expect(Date.parse(apiToken.expiresAt ?? '') - Date.parse(apiToken.createdAt)).toBe(30 * DAY_MS);

    const list = await inject(gm, 'GET', '/api/user/tokens');
    expect(list.json().tokens).toContainEqual(apiToken);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(secret.slice(4));
    const row = await t.ctx.database.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', apiToken.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(list.body).not.toContain(row.token_hash);
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    // Another user sees none of them.
    expect((await listTokens(otherGm)).map((token) => token.id)).not.toContain(apiToken.id);
  });

  it('lets a read token read the standings and refuses it a write with 403', async () => {
    const { secret } = await createApiToken(t, gm, { scope: 'read' });
    const standings = await bot(secret, 'GET', standingsUrl());
    expect(standings.statusCode, standings.body).toBe(200);
    expect(standings.json().standings).toHaveLength(4);

    const write = await bot(secret, 'POST', `${teamUrl(0)}/save-lineup`, { lineup: await lineupOf(0) });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toMatch(/may only read.*"write" scope/);
  });

  it("lets a write token save its GM's lineup and refuses another team's, as the GM is refused", async () => {
    const { secret } = await createApiToken(t, gm, { scope: 'write' });
    const own = await bot(secret, 'POST', `${teamUrl(0)}/save-lineup`, { lineup: await lineupOf(0) });
    expect(own.statusCode, own.body).toBe(200);

    const body = { lineup: await lineupOf(1) };
    const theirs = await bot(secret, 'POST', `${teamUrl(1)}/save-lineup`, body);
    const asGm = await inject(gm, 'POST', `${teamUrl(1)}/save-lineup`, body);
    expect(asGm.statusCode).toBe(403);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(asGm.json().message);
  });

  it('answers 401 to a revoked token and to one that is not a token', async () => {
    const revoked = await createApiToken(t, gm, { scope: 'read' });
    expect((await bot(revoked.secret, 'GET', standingsUrl())).statusCode).toBe(200);
    expect((await inject(gm, 'DELETE', `/api/user/tokens/${revoked.id}`)).statusCode).toBe(200);
    const afterRevoke = await bot(revoked.secret, 'GET', standingsUrl());
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().message).toMatch(/revoked.*Account settings/);
    expect((await listTokens(gm)).map((token) => token.id)).not.toContain(revoked.id);
    // Revoked once; again, or by someone else, is a 404.
    expect((await inject(gm, 'DELETE', `/api/user/tokens/${revoked.id}`)).statusCode).toBe(404);
    const other = await createApiToken(t, gm, { scope: 'read' });
    expect((await inject(otherGm, 'DELETE', `/api/user/tokens/${other.id}`)).statusCode).toBe(404);
    expect((await bot(other.secret, 'GET', standingsUrl())).statusCode).toBe(200);

    const wrong = await bot(`${other.secret.slice(0, -2)}xx`, 'GET', standingsUrl());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/not valid/);
    expect((await bot('abc', 'GET', standingsUrl())).json().message).toMatch(/start with "rks_"/);
  });

  it('never opens an account route, whatever its scope', async () => {
    const { id, secret } = await createApiToken(t, gm, { scope: 'write' });
    const before = (await listTokens(gm)).length;
    const attempts = [
      bot(secret, 'GET', '/api/user/tokens'),
      bot(secret, 'POST', '/api/user/tokens', { name: 'Another', scope: 'write', expiresInDays: null }),
      bot(secret, 'DELETE', `/api/user/tokens/${id}`),
      bot(secret, 'PUT', '/api/user/password', {
        currentPassword: gm.password,
        newPassword: 'another-horse-77',
      }),
      bot(secret, 'PUT', '/api/user/email', { email: 'taken-over@example.com', password: gm.password }),
      bot(secret, 'DELETE', '/api/user', { password: gm.password }),
      bot(secret, 'GET', '/api/auth/sessions'),
      bot(secret, 'DELETE', '/api/auth/sessions'),
      bot(secret, 'GET', '/api/db/users/get'),
      bot(secret, 'PUT', '/api/user/profile', { gmName: 'Taken' }),
      bot(secret, 'GET', '/api/events'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toMatch(/cannot be used for account settings/);
    }
    expect((await listTokens(gm)).length).toBe(before);
    expect((await bot(secret, 'GET', standingsUrl())).statusCode).toBe(200);
    // The user's password did not change: the old one still signs in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: gm.username, password: gm.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is documented on the OpenAPI page: the bearer scheme and the standings-to-Discord example', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      info: { description: string };
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    }>();
    expect(spec.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.info.description).toContain('Authorization: Bearer rks_');
    expect(spec.info.description).toContain('fetch(DISCORD_WEBHOOK_URL');
  });

  it('makes and lists tokens only from a signed-in browser', async () => {
    expect((await inject(null, 'GET', '/api/user/tokens')).statusCode).toBe(401);
    expect((await inject(null, 'POST', '/api/user/tokens', { name: 'x', scope: 'read' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a bad name, a bad expiry and a 21st live token with 400', async () => {
    const user = await signUp(t);
    const bad = async (payload: object) => {
      const response = await inject(user, 'POST', '/api/user/tokens', payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await bad({ name: '   ', scope: 'read' })).toMatch(/Give the token a name/);
    expect(await bad({ name: 'x'.repeat(61), scope: 'read' })).toMatch(/at most 60/);
    expect(await bad({ name: 'Bot', scope: 'admin' })).toBeTruthy();
    expect(await bad({ name: 'Bot', scope: 'read', expiresInDays: 7 })).toMatch(/30, 90 or 365/);

    const first = await createApiToken(t, user, { scope: 'read', expiresInDays: 30 });
    for (let i = 1; i < 20; i += 1) await createApiToken(t, user, { name: `Bot ${i}`, scope: 'read' });
    expect(await bad({ name: 'One too many', scope: 'read' })).toMatch(/already have 20 API tokens/);
    // A revoked token frees its place.
    expect((await inject(user, 'DELETE', `/api/user/tokens/${first.id}`)).statusCode).toBe(200);
    await createApiToken(t, user, { name: 'In its place', scope: 'read' });
    expect(await listTokens(user)).toHaveLength(20);
  });

  it('writes the last use at most once a minute', async () => {
    const { id, secret } = await createApiToken(t, gm, { scope: 'read' });
    const lastUsed = async () => (await listTokens(gm)).find((token) => token.id === id)?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await bot(secret, 'GET', standingsUrl());
    const first = await lastUsed();
    expect(first).not.toBeNull();
    // The test's clock also runs in real time: well inside the minute, then just past it.
    t.advance(50_000);
    await bot(secret, 'GET', standingsUrl());
    expect(await lastUsed()).toBe(first);
    t.advance(10_000);
    await bot(secret, 'GET', standingsUrl());
    const gap = Date.parse((await lastUsed()) ?? '') - Date.parse(first ?? '');
    expect(gap).toBeGreaterThanOrEqual(60_000);
    expect(gap).toBeLessThan(65_000);
  });

  it("counts a token's writes as its GM's activity in the league, and not its reads", async () => {
    const teamId = league.teams[1]?.id ?? 0;
    const lastActive = async () =>
      (
        await t.ctx.database.db
          .selectFrom('gm_activity')
          .select('last_active_at')
          .where('team_id', '=', teamId)
          .where('user_id', '=', otherGm.id)
          .executeTakeFirst()
      )?.last_active_at ?? null;
    expect(await lastActive()).toBeNull();
    const reader = await createApiToken(t, otherGm, { scope: 'read' });
    expect((await bot(reader.secret, 'GET', standingsUrl())).statusCode).toBe(200);
    expect((await bot(reader.secret, 'GET', `${teamUrl(1)}/lineup`)).statusCode).toBe(200);
    expect(await lastActive()).toBeNull();
    const writer = await createApiToken(t, otherGm, { scope: 'write' });
    const saved = await bot(writer.secret, 'POST', `${teamUrl(1)}/save-lineup`, {
      lineup: await lineupOf(1),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await lastActive()).not.toBeNull();
  });

  it("lets a bot's write through the same-origin check only without cookies", async () => {
    const { secret } = await createApiToken(t, gm, { scope: 'write' });
    const url = `${teamUrl(0)}/save-lineup`;
    const payload = { lineup: await lineupOf(0) };
    const fromPage = { authorization: `Bearer ${secret}`, origin: 'https://elsewhere.example' };
    const tokenOnly = await t.app.inject({ method: 'POST', url, headers: fromPage, payload });
    expect(tokenOnly.statusCode, tokenOnly.body).toBe(200);
    // With the browser's cookie as well, another site's request is refused, as every cookie request is.
    const withCookie = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...fromPage, cookie: gm.cookie },
      payload,
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json().message).toMatch(/another site/);
  });

  it("stops a deleted account's tokens", async () => {
    const leaving = await signUp(t);
    const { secret } = await createApiToken(t, leaving, { scope: 'write' });
    expect((await bot(secret, 'GET', '/api/notifications')).statusCode).toBe(200);
    const deleted = await inject(leaving, 'DELETE', '/api/user', { password: leaving.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await bot(secret, 'GET', '/api/notifications')).statusCode).toBe(401);
  });
  // Last: it moves the clock a month on, past every browser session of this app.
  it('answers 401 to a token from its expiry on', async () => {
    const expiring = await createApiToken(t, gm, { scope: 'read', expiresInDays: 30 });
    t.advance(30 * DAY_MS - 60_000);
    expect((await bot(expiring.secret, 'GET', standingsUrl())).statusCode).toBe(200);
    t.advance(60_000);
    const expired = await bot(expiring.secret, 'GET', standingsUrl());
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired on \d{4}-\d\d-\d\d/);
  });
});

describe.each(DIALECTS)('the rate limit of a personal API token on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      API_TOKEN_RATE_LIMIT: '3',
      API_TOKEN_RATE_WINDOW_SECONDS: '60',
      MESSAGE_RATE_LIMIT: '2',
    });
  });
  afterAll(() => t.close());

  it('counts each token on its own and starts again after the window', async () => {
    const user = await signUp(t);
    const bot = requestsWithToken(t);
    const busy = await createApiToken(t, user, { scope: 'read' });
    const quiet = await createApiToken(t, user, { scope: 'read' });
    for (let i = 0; i < 3; i += 1)
      expect((await bot(busy.secret, 'GET', '/api/notifications')).statusCode).toBe(200);
    const limited = await bot(busy.secret, 'GET', '/api/notifications');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/more than 3 requests in 60 seconds.*wait 60 seconds/);
    // Another token of the same user, and the user's browser, are not held back.
    expect((await bot(quiet.secret, 'GET', '/api/notifications')).statusCode).toBe(200);
    expect((await requestsAs(t)(user, 'GET', '/api/notifications')).statusCode).toBe(200);
    t.advance(60_000);
    expect((await bot(busy.secret, 'GET', '/api/notifications')).statusCode).toBe(200);
  });

  it("counts a route's own per-user limit under the token's id, apart from its user's", async () => {
    const [sender, receiver] = [await signUp(t), await signUp(t)];
    const { secret } = await createApiToken(t, sender, { scope: 'write' });
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/message/send',
        headers,
        payload: { receiverId: receiver.id, content: 'trade?' },
      });
    const asBot = { authorization: `Bearer ${secret}` };
    expect((await send(asBot)).statusCode).toBe(201);
    expect((await send(asBot)).statusCode).toBe(201);
    expect((await send(asBot)).statusCode).toBe(429);
    // The user's own allowance is untouched by the bot's.
    expect((await send({ cookie: sender.cookie })).statusCode).toBe(201);
    expect((await send({ cookie: sender.cookie })).statusCode).toBe(201);
    expect((await send({ cookie: sender.cookie })).statusCode).toBe(429);
  });
});
