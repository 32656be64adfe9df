import { expect } from 'vitest';
import { type TestApp, cookiesFrom } from './test-app';

let counter = 0;

export interface TestUser {
  id: number;
  username: string;
  email: string;
  password: string;
  /** Cookie header of a signed-in session. */
  cookie: string;
}

export function newRegistration(overrides: Record<string, string> = {}) {
  counter += 1;
  const username = `gm_${process.pid}_${counter}`;
  return { email: `${username}@example.com`, username, password: 'correct-horse-9', ...overrides };
}

export async function register(t: TestApp, payload: Record<string, string>) {
  return t.app.inject({ method: 'POST', url: '/api/db/users/create', payload });
}

export async function login(t: TestApp, username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
}

/** Registers, verifies through the mailed link and signs in: a user as the app knows them. */
export async function signUp(t: TestApp, overrides: Record<string, string> = {}): Promise<TestUser> {
  const payload = newRegistration(overrides);
  expect((await register(t, payload)).statusCode).toBe(201);
  const token = await t.smtp.verificationToken(payload.email);
  expect((await t.app.inject({ method: 'POST', url: `/api/db/verify/${token}` })).statusCode).toBe(200);
  const response = await login(t, payload.username, payload.password);
  expect(response.statusCode).toBe(200);
  const cookie = cookiesFrom(response);
  const me = await t.app.inject({ method: 'GET', url: '/api/db/users/get', headers: { cookie } });
  return { id: me.json<{ user: { id: number } }>().user.id, ...payload, cookie };
}

/** Signs `user` in over HTTP at a listening server (a real server process): the session's Cookie header. */
export async function signInAt(baseUrl: string, user: TestUser): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
