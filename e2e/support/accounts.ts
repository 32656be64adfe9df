import { expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { verificationLink } from './mail';

export const E2E_PASSWORD = 'Rinkside-2026!';

export interface Account {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A username no earlier run used: prefix + time + counter, within the 24-character limit. */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix.slice(0, 8)}_${Date.now().toString(36)}${counter}`;
}

/** Registers through the API and follows the verification link from the real mail. */
export async function registerVerifiedUser(request: APIRequestContext, prefix = 'gm'): Promise<Account> {
  const username = uniqueUsername(prefix);
  const account = { username, email: `${username}@example.com`, password: E2E_PASSWORD };
  const created = await request.post('/api/db/users/create', { data: account });
  expect(created.status(), await created.text()).toBe(201);
  const token = new URL(await verificationLink(account.email)).pathname.split('/').at(-1) ?? '';
  const verified = await request.post(`/api/db/verify/${token}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  return account;
}

/** Signs a browser context in through the API: its pages share the session cookies. */
export async function signIn(context: BrowserContext, account: Account): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A commissioner signed in in a browser context of his own (its `request` is his API), and a GM to name. */
export async function commissionerAndGm(browser: Browser, request: APIRequestContext) {
  const commissioner = await registerVerifiedUser(request, 'boss');
  const gm = await registerVerifiedUser(request, 'gm');
  const commish = await browser.newContext();
  await signIn(commish, commissioner);
  return { commissioner, gm, commish, api: commish.request };
}
