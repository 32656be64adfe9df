import { REAUTHENTICATION_REQUIRED } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import type { TestOidcProvider } from './support/oidc-provider';
import { carriesProof, reauthenticate, reauthenticateWithProvider } from './support/reauthentication';
import { newProviderAccount, providersEnv, socialSignIn, startTestProvider } from './support/social-sign-in';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'Crease-keeper-42';

describe.each(DIALECTS)('re-authentication on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ...providersEnv(provider), LOGIN_RATE_LIMIT: '4' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const setPassword = (cookie: string) =>
    call('POST', '/api/user/password', cookie, { newPassword: NEW_PASSWORD });
  const unlink = (cookie: string, name = 'test') => call('DELETE', `/api/user/identities/${name}`, cookie);
  const status = async (cookie: string) => (await call('GET', '/api/auth/reauthentication', cookie)).json();

  /** A new account made by signing in with the provider: no password of its own. */
  async function providerOnlyAccount() {
    const account = newProviderAccount();
    const signIn = await socialSignIn(t, account);
    const created = await call('POST', '/api/auth/oidc/create', signIn.cookie, {
      username: account.sub.slice(4, 28),
    });
    expect(created.statusCode).toBe(201);
    return { account, username: account.sub.slice(4, 28), cookie: cookiesFrom(created, signIn.cookie) };
  }

  const expectReauthenticationRequired = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: REAUTHENTICATION_REQUIRED });
  };

  describe('an account that signed up with a provider', () => {
    it('cannot be taken over with a stolen session cookie alone: no password set, no e-mail changed', async () => {
      const victim = await providerOnlyAccount();
      const stolen = victim.cookie;
      const set = await setPassword(stolen);
      expectReauthenticationRequired(set);
      expect((set.json() as { message: string }).message).toBe(
        'Confirm it is you: sign in with Test ID again, then try once more.',
      );
      const email = await call('PUT', '/api/user/email', stolen, {
        email: 'attacker@example.com',
        password: NEW_PASSWORD,
      });
      expect(email.statusCode).toBe(403);
      expect((await login(t, victim.username, NEW_PASSWORD)).statusCode).toBe(401);
      expect(t.smtp.mails.some((mail) => mail.to.includes('attacker@example.com'))).toBe(false);
    });

    it('sets a password after signing in at its provider again, and is sent back to settings', async () => {
      const user = await providerOnlyAccount();
      expect(await status(user.cookie)).toEqual({ recent: false, expiresAt: null, method: 'provider' });
      const back = await reauthenticateWithProvider(t, user.cookie, user.account);
      expect(back.location).toBe('/settings?reauthenticated=test');
      expect(carriesProof(back.cookie)).toBe(true);
      expect((await status(back.cookie)).recent).toBe(true);
      expect((await setPassword(back.cookie)).statusCode).toBe(200);
      expect((await login(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('changes its e-mail or deletes itself without a password, only after signing in at its provider again', async () => {
      const user = await providerOnlyAccount();
      const newEmail = `moved-${user.account.email}`;
      const changeEmail = (cookie: string) => call('PUT', '/api/user/email', cookie, { email: newEmail });
      const deleteAccount = (cookie: string) => call('DELETE', '/api/user', cookie, {});
      expectReauthenticationRequired(await changeEmail(user.cookie));
      expectReauthenticationRequired(await deleteAccount(user.cookie));
      const { cookie } = await reauthenticateWithProvider(t, user.cookie, user.account);
      expect((await changeEmail(cookie)).statusCode).toBe(200);
      await t.smtp.waitFor(newEmail);
      expect((await deleteAccount(cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/db/users/get', cookie)).statusCode).toBe(401);
    });

    it('is not confirmed by a provider account that is not linked to it', async () => {
      const user = await providerOnlyAccount();
      const someoneElse = newProviderAccount();
      const back = await reauthenticateWithProvider(t, user.cookie, someoneElse);
      expect(back.location).toBe('/settings?social_error=reauthentication-mismatch');
      expect(carriesProof(back.cookie)).toBe(false);
      expectReauthenticationRequired(await setPassword(back.cookie));
    });

    it('has no password to confirm with (409), and a provider round trip needs a session', async () => {
      const user = await providerOnlyAccount();
      const response = await call('POST', '/api/auth/reauthenticate', user.cookie, {
        password: 'anything-9',
      });
      expect(response.statusCode).toBe(409);
      const signedOut = await call('GET', '/api/auth/oidc/test/start?intent=reauthenticate', '');
      expect(signedOut.headers.location).toBe('/login?social_error=sign-in-required');
    });
  });

  describe('the proof', () => {
    // The clock moved here is put back after each test: the provider's answers carry its own clock.
    let moved = 0;
    const advance = (ms: number) => {
      moved += ms;
      t.advance(ms);
    };
    afterEach(() => {
      t.advance(-moved);
      moved = 0;
    });

    it('counts for 9:59 and not at 10:01, by the app clock', async () => {
      const user = await signUp(t);
      const proven = await reauthenticate(t, user.cookie, user.password);
      advance(9 * MINUTE + 59_000);
      expect((await status(proven)).recent).toBe(true);
      advance(2_000);
      expect(await status(proven)).toEqual({ recent: false, expiresAt: null, method: 'password' });
      // Linked straight after the proof ran out: the round trip is refused before it starts.
      const link = await call('GET', '/api/auth/oidc/test/start?intent=link', proven);
      expect(link.headers.location).toBe('/settings?social_error=reauthentication-required');
    });

    it('expires for a provider-only account too: a password set 10:01 after the round trip is refused', async () => {
      const user = await providerOnlyAccount();
      const back = await reauthenticateWithProvider(t, user.cookie, user.account);
      advance(10 * MINUTE + 1_000);
      // The access token lives fifteen minutes; the proof only ten.
      expectReauthenticationRequired(await setPassword(back.cookie));
    });

    it('asks the provider for a sign-in now, and refuses one it says is over ten minutes old', async () => {
      const user = await providerOnlyAccount();
      const start = await call('GET', '/api/auth/oidc/test/start?intent=reauthenticate', user.cookie);
      expect(new URL(String(start.headers.location)).searchParams.get('max_age')).toBe('0');
      // Our clock 10:01 ahead of the provider's: the sign-in it reports looks 10:01 old.
      advance(10 * MINUTE + 1_000);
      const back = await reauthenticateWithProvider(t, user.cookie, user.account);
      expect(back.location).toBe('/settings?social_error=reauthentication-stale');
      expect(carriesProof(back.cookie)).toBe(false);
    });

    it("belongs to the sign-in that made it: another of the user's sessions cannot use it", async () => {
      const user = await signUp(t);
      const proven = await reauthenticate(t, user.cookie, user.password);
      const proof = proven.split('; ').find((c) => c.startsWith('rs_reauth='));
      const otherSession = cookiesFrom(await login(t, user.username, user.password));
      expect((await status(`${otherSession}; ${proof}`)).recent).toBe(false);
      expect((await status(proven)).recent).toBe(true);
    });

    it('a wrong password gives no proof and counts toward the sign-in lock', async () => {
      const user = await signUp(t);
      const wrong = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reauthenticate',
          headers: { cookie: user.cookie },
          payload: { password: 'not-the-password' },
        });
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push((await wrong()).statusCode);
      expect(answers).toEqual([403, 403, 403, 403, 429]);
      expect((await login(t, user.username, user.password)).statusCode).toBe(429);
      expect((await status(user.cookie)).recent).toBe(false);
    });
  });

  describe('linked providers', () => {
    it('unlinking needs a recent proof', async () => {
      const user = await signUp(t);
      const proven = await reauthenticate(t, user.cookie, user.password);
      const linked = await socialSignIn(t, newProviderAccount(), { cookie: proven, query: '?intent=link' });
      expect(linked.location).toBe('/settings?linked=test');
      expectReauthenticationRequired(await unlink(user.cookie));
      expect((await unlink(proven)).statusCode).toBe(200);
    });

    it('linking needs a recent proof before the browser goes to the provider', async () => {
      const user = await signUp(t);
      const start = await call('GET', '/api/auth/oidc/test/start?intent=link', user.cookie);
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/settings?social_error=reauthentication-required');
      const proven = await reauthenticate(t, user.cookie, user.password);
      const started = await call('GET', '/api/auth/oidc/test/start?intent=link', proven);
      expect(String(started.headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\?/);
    });

    it('a provider-only account re-authenticates with one provider to unlink another', async () => {
      const user = await providerOnlyAccount();
      const proven = (await reauthenticateWithProvider(t, user.cookie, user.account)).cookie;
      const other = await socialSignIn(t, newProviderAccount(), {
        provider: 'other',
        cookie: proven,
        query: '?intent=link',
      });
      expect(other.location).toBe('/settings?linked=other');
      expectReauthenticationRequired(await unlink(user.cookie, 'other'));
      expect((await unlink(other.cookie, 'other')).statusCode).toBe(200);
    });
  });

  describe('routes that take the current password', () => {
    it('account deletion and e-mail change count a right password as the proof, and refuse a wrong one', async () => {
      const user = await signUp(t);
      const email = await call('PUT', '/api/user/email', user.cookie, {
        email: `new-${user.email}`,
        password: 'not-the-password',
      });
      expect(email.statusCode).toBe(403);
      const deletion = await call('DELETE', '/api/user', user.cookie, { password: 'not-the-password' });
      expect(deletion.statusCode).toBe(403);
      const changed = await call('PUT', '/api/user/email', user.cookie, {
        email: `new-${user.email}`,
        password: user.password,
      });
      expect(changed.statusCode).toBe(200);
      // Without the password in the body, a recent proof must stand in for it.
      expectReauthenticationRequired(await call('DELETE', '/api/user', user.cookie, {}));
      const deleted = await call('DELETE', '/api/user', user.cookie, { password: user.password });
      expect(deleted.statusCode).toBe(200);
    });
  });
});
