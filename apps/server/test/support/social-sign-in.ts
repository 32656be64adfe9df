import { expect } from 'vitest';
import { type TestOidcProvider, signInAtProvider, startOidcProvider } from './oidc-provider';
import { type TestApp, cookiesFrom } from './test-app';

const PUBLIC_URL = 'http://rinkside.test';
/** Two providers at one issuer (two clients), so an account can link a second one. */
const NAMES = ['test', 'other'] as const;
export type TestProviderName = (typeof NAMES)[number];

export const startTestProvider = () =>
  startOidcProvider({
    clients: NAMES.map((name) => ({
      clientId: `rinkside-${name}`,
      clientSecret: `secret-${name}`,
      redirectUris: [`${PUBLIC_URL}/api/auth/oidc/${name}/callback`],
    })),
  });

export const providersEnv = (provider: TestOidcProvider) => ({
  OIDC_PROVIDERS: JSON.stringify(
    NAMES.map((name) => ({
      name,
      label: name === 'test' ? 'Test ID' : 'Other ID',
      issuer: provider.issuer,
      clientId: `rinkside-${name}`,
      clientSecret: `secret-${name}`,
    })),
  ),
});

export interface ProviderAccount {
  sub: string;
  email?: string;
  emailVerified?: boolean;
}

/** Start button, the provider's login, and the callback, as the browser goes through them. */
export async function socialSignIn(
  t: TestApp,
  account: ProviderAccount,
  options: { provider?: TestProviderName; cookie?: string; query?: string; tamper?: (url: URL) => void } = {},
) {
  const provider = options.provider ?? 'test';
  const cookie = options.cookie ?? '';
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oidc/${provider}/start${options.query ?? ''}`,
    headers: { cookie },
  });
  expect(start.statusCode).toBe(303);
  const withFlow = cookiesFrom(start, cookie);
  const back = await signInAtProvider(String(start.headers.location), account, `${PUBLIC_URL}/`);
  options.tamper?.(back);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: withFlow },
  });
  expect(callback.statusCode).toBe(303);
  return { callback, location: String(callback.headers.location), cookie: cookiesFrom(callback, withFlow) };
}

let counter = 0;
export function newProviderAccount(overrides: Partial<ProviderAccount> = {}): Required<ProviderAccount> {
  counter += 1;
  const name = `social_${process.pid}_${counter}`;
  return {
    sub: `sub-${name}`,
    email: `${name}@example.com`,
    emailVerified: true,
    ...overrides,
  } as Required<ProviderAccount>;
}
