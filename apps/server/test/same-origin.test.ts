import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

// The test app's PUBLIC_URL is http://rinkside.test.
describe.each(DIALECTS)('state-changing requests from other sites on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [ann, ben] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  const send = (headers: Record<string, string>, content = 'trade?') =>
    t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: { cookie: ann.cookie, ...headers },
      payload: { receiverId: ben.id, content },
    });
  const inboxOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/message/inbox', headers: { cookie: user.cookie } })).json<
      { content: string }[]
    >();
  const expectRefused = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Forbidden',
      message: expect.stringMatching(/came from another site.*open Rinkside at http:\/\/rinkside\.test/i),
    });
  };

  it.each([
    ['Sec-Fetch-Site says cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['the Origin is another site', { origin: 'https://evil.example' }],
    [
      'the Origin is a sibling subdomain',
      { origin: 'http://evil.rinkside.test', 'sec-fetch-site': 'same-site' },
    ],
    ['the Origin is opaque (null)', { origin: 'null' }],
    ['the Origin differs only in port', { origin: 'http://rinkside.test:8080' }],
  ])('refuses a signed-in POST when %s, and changes nothing', async (label, headers) => {
    const content = `cross-site: ${label}`;
    expectRefused(await send(headers, content));
    expect((await inboxOf(ben)).map((m) => m.content)).not.toContain(content);
  });

  // Only SameSite=Lax stood between another site's form and these: no body, or text/plain, needs no preflight.
  it('refuses a bodiless or text/plain cross-origin POST (sign-out) and the session lives on', async () => {
    const user = await signUp(t);
    const logout = (headers: Record<string, string>, payload?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: user.cookie, origin: 'https://evil.example', ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
    expectRefused(await logout({}));
    expectRefused(await logout({ 'content-type': 'text/plain' }, 'x'));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/db/users/get',
      headers: { cookie: user.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a cross-site PUT and a cross-site sign-in (which would sign the victim into another account)', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/message/1/read',
      headers: { cookie: ben.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(put);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: ann.username, password: ann.password },
    });
    expectRefused(login);
  });

  it.each([
    ['from the public address', { origin: 'http://rinkside.test', 'sec-fetch-site': 'same-origin' }],
    ['from the public address, an older browser without Sec-Fetch-Site', { origin: 'http://rinkside.test' }],
    [
      'from the address the browser used (the Host), e.g. a LAN address',
      { origin: 'http://192.168.1.10:3000', host: '192.168.1.10:3000' },
    ],
    [
      'with Sec-Fetch-Site same-origin behind a proxy that rewrites Host',
      { origin: 'https://app.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['with neither header (curl, scripts)', {}],
  ])('accepts a POST %s', async (_, headers) => {
    expect((await send(headers)).statusCode).toBe(201);
  });

  it('leaves reads from other sites alone', async () => {
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/message/inbox',
      headers: { cookie: ann.cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(inbox.statusCode).toBe(200);
  });
});
