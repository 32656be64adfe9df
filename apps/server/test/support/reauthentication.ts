import { expect } from 'vitest';
import { type ProviderAccount, type TestProviderName, socialSignIn } from './social-sign-in';
import { type TestApp, cookiesFrom } from './test-app';

/** Confirms it is the owner with the password: the cookie header then carries the proof. */
export async function reauthenticate(t: TestApp, cookie: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reauthenticate',
    headers: { cookie },
    payload: { password },
  });
  expect(response.statusCode).toBe(200);
  return cookiesFrom(response, cookie);
}

/** Confirms it is the owner by signing in again at the provider, from Account settings and back. */
export async function reauthenticateWithProvider(
  t: TestApp,
  cookie: string,
  account: ProviderAccount,
  provider: TestProviderName = 'test',
) {
  return socialSignIn(t, account, {
    provider,
    cookie,
    query: '?intent=reauthenticate&returnTo=%2Fsettings',
  });
}

/** Whether the cookie header holds a proof. */
export const carriesProof = (cookie: string) => cookie.includes('rs_reauth=');
