import { expect } from 'vitest';
import type { TestUser } from './accounts';
import type { TestApp } from './test-app';

export interface CreatedTokenForTest {
  id: number;
  secret: string;
}

/** Makes a personal API token as `user` (a signed-in browser) and returns its id and secret. */
export async function createApiToken(
  t: TestApp,
  user: TestUser,
  body: { name?: string; scope: 'read' | 'write'; expiresInDays?: number | null },
): Promise<CreatedTokenForTest> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/tokens',
    headers: { cookie: user.cookie },
    payload: { name: 'Bot', expiresInDays: 90, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<{ apiToken: { id: number }; secret: string }>();
  return { id: created.apiToken.id, secret: created.secret };
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `inject(secret, method, url, payload?)` as a bot: the token in the Authorization header, no cookie. */
export function requestsWithToken(t: TestApp) {
  return (secret: string, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      ...(payload ? { payload } : {}),
    });
}
