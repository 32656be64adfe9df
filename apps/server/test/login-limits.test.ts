import type * as NodeCrypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

// Counts the password hashes running at one moment, to see the bound hold under a flood.
const scrypts = vi.hoisted(() => ({ running: 0, peak: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    scrypts.running += 1;
    scrypts.peak = Math.max(scrypts.peak, scrypts.running);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      scrypts.running -= 1;
      done(error, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

describe.each(DIALECTS)('sign-in limits on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const start = async (env: Record<string, string>) => {
    t = await createTestApp(dialect, env);
    return t;
  };

  const login = (
    app: TestApp,
    credentials: { username: string; password: string },
    from: { remoteAddress: string; forwardedFor?: string },
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      remoteAddress: from.remoteAddress,
      ...(from.forwardedFor ? { headers: { 'x-forwarded-for': from.forwardedFor } } : {}),
    });

  const statusesOf = async (attempts: (() => Promise<{ statusCode: number }>)[]) => {
    const statuses: number[] = [];
    for (const attempt of attempts) statuses.push((await attempt()).statusCode);
    return statuses;
  };

  it("a stranger's wrong passwords from their address do not lock the user out of theirs", async () => {
    const app = await start({ LOGIN_RATE_LIMIT: '3' });
    const user = await signUp(app);
    const stranger = { remoteAddress: '203.0.113.66' };
    const wrong = { username: user.username, password: 'not-the-password' };
    expect(await statusesOf(Array.from({ length: 5 }, () => () => login(app, wrong, stranger)))).toEqual([
      401, 401, 401, 429, 429,
    ]);
    const fromHome = await login(app, user, { remoteAddress: '198.51.100.7' });
    expect(fromHome.statusCode).toBe(200);
  });

  it('never counts a successful sign-in: many people behind one address can all sign in', async () => {
    const app = await start({ LOGIN_RATE_LIMIT: '1' });
    const office = { remoteAddress: '192.0.2.10' };
    const [ann, ben] = [await signUp(app), await signUp(app)];
    const attempts = Array.from({ length: 8 }, (_, i) => () => login(app, i % 2 ? ann : ben, office));
    expect(await statusesOf(attempts)).toEqual(Array(8).fill(200));
  });

  it('locks a username everywhere, more slowly, once wrong passwords come from many addresses', async () => {
    const app = await start({ LOGIN_RATE_LIMIT: '2' });
    const user = await signUp(app);
    const wrong = { username: user.username, password: 'not-the-password' };
    // Two wrong tries from each of six addresses: the per-username allowance is five times the per-address one.
    const attempts = Array.from(
      { length: 12 },
      (_, i) => () => login(app, wrong, { remoteAddress: `203.0.113.${Math.floor(i / 2) + 1}` }),
    );
    expect(await statusesOf(attempts)).toEqual([...Array(10).fill(401), 429, 429]);
    const locked = await login(app, user, { remoteAddress: '198.51.100.7' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many sign-in attempts/);
    app.advance(16 * 60 * 1000);
    expect((await login(app, user, { remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });

  describe('behind a proxy, a faked X-Forwarded-For does not dodge the per-address limit', () => {
    // LOGIN_RATE_LIMIT 1: five wrong tries per address, each at a different username.
    const flood = (app: TestApp, from: (i: number) => { remoteAddress: string; forwardedFor?: string }) =>
      statusesOf(
        Array.from(
          { length: 7 },
          (_, i) => () => login(app, { username: `nobody_${i}`, password: 'guess-123' }, from(i)),
        ),
      );
    const expected = [401, 401, 401, 401, 401, 429, 429];

    it('with a hop count, the address the proxy saw is the one counted', async () => {
      const app = await start({ LOGIN_RATE_LIMIT: '1', TRUST_PROXY: '1' });
      const statuses = await flood(app, (i) => ({
        remoteAddress: '10.0.0.2',
        forwardedFor: `192.0.2.${i + 1}, 203.0.113.9`,
      }));
      expect(statuses).toEqual(expected);
    });

    it('with proxy CIDRs, a client outside them is counted by its own address', async () => {
      const app = await start({ LOGIN_RATE_LIMIT: '1', TRUST_PROXY: '10.0.0.0/8,::1' });
      const viaProxy = await flood(app, (i) => ({
        remoteAddress: '10.1.2.3',
        forwardedFor: `192.0.2.${i + 1}, 198.51.100.20`,
      }));
      expect(viaProxy).toEqual(expected);
      const direct = await flood(app, (i) => ({
        remoteAddress: '203.0.113.50',
        forwardedFor: `192.0.2.${i + 1}`,
      }));
      expect(direct).toEqual(expected);
    });
  });
  it('a flood of wrong sign-ins runs at most two password hashes at once and turns the excess away', async () => {
    const app = await start({});
    scrypts.peak = 0;
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(
          app,
          { username: `nobody_${i}`, password: 'guess-123' },
          { remoteAddress: `198.51.100.${i + 1}` },
        ),
      ),
    );
    expect(scrypts.peak).toBe(2);
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([401, 503]));
    const busy = responses.find((r) => r.statusCode === 503);
    expect(busy?.json()).toEqual({
      error: 'Service Unavailable',
      message: expect.stringMatching(/busy signing people in.*try again in a few seconds/),
    });
  });
});
