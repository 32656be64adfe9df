import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('per-user rate limits on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { MESSAGE_RATE_LIMIT: '3' });
    [ann, ben] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  const send = (cookie: string, receiverId: number, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/message/send',
      headers: { cookie },
      payload: { receiverId, content: 'trade?' },
      remoteAddress,
    });

  // The limit was keyed on the access token: refreshing the session gave 30 more messages.
  it('the message limit holds across a refreshed session and a new address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await send(ann.cookie, ben.id)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: ann.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const newCookie = cookiesFrom(refreshed, ann.cookie);
    expect(newCookie).not.toBe(ann.cookie);
    const afterRefresh = await send(newCookie, ben.id, '198.51.100.99');
    expect(afterRefresh.statusCode).toBe(429);
    expect(afterRefresh.json().message).toMatch(/Too many requests\. Please wait \d+ seconds/);

    // Someone else at the same address keeps their own allowance.
    expect((await send(ben.cookie, ann.id)).statusCode).toBe(201);
  });
});

describe.each(DIALECTS)('registrations from one address on %s', (dialect) => {
  const register = (t: TestApp, i: number, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/db/users/create',
      payload: { email: `r${i}@example.com`, username: `reg_${i}`, password: 'Rinkside-limit-2026!' },
      remoteAddress,
    });

  it('takes 20 a minute by default, then 429 with the wait; another address still registers', async () => {
    const t = await createTestApp(dialect);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await register(t, i, '198.51.100.7')).statusCode);
      expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
      expect(statuses[20]).toBe(429);
      const refused = await register(t, 99, '198.51.100.7');
      expect(refused.json().message).toMatch(/Too many requests\. Please wait \d+ seconds/);
      expect((await register(t, 100, '203.0.113.8')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('takes the limit an installation sets', async () => {
    const t = await createTestApp(dialect, { REGISTRATION_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await register(t, i, '198.51.100.9')).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});

describe.each(DIALECTS)('league creation on %s', (dialect) => {
  // Keyed on the address, it let ten leagues a minute be made by everyone behind one address together.
  it('counts each user’s leagues, not an address’s', async () => {
    const t = await createTestApp(dialect);
    try {
      const [ann, ben] = [await signUp(t), await signUp(t)];
      const create = (user: TestUser, i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/league/create',
          headers: { cookie: user.cookie },
          payload: { name: `Shared Address ${i}`, mode: 'Custom', importTeams: false, teamCount: 4 },
          remoteAddress: '198.51.100.20',
        });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await create(ann, i)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect((await create(ben, 99)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
