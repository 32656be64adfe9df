import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, clearEarlyAnswers, FORCE_LOGOUT_KEY } from './http';
import { SESSION_SEEN_KEY, sessionHint } from './session-hint';
import { onSessionFound, requestStartUpAnswers, startUpPaths } from './start-up-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation((url) =>
    Promise.resolve(json(String(url).endsWith('/auth/check-session') ? { loggedIn: true } : {})),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearEarlyAnswers();
  vi.unstubAllGlobals();
});

const LEAGUE_HOME = [
  '/api/auth/check-session',
  '/api/db/users/get',
  '/api/league/7',
  '/api/league/7/schedule/progress',
  '/api/league/7/feed',
  '/api/league/7/standings',
  '/api/league/7/stats/leaders',
  '/api/league/7/clock',
];

describe('start-up requests', () => {
  it('asks a first-time visitor only for the session check, outside a league', () => {
    expect(startUpPaths('/', 'unknown')).toEqual(['/auth/check-session']);
    requestStartUpAnswers('/how-to');
    expect(asked()).toEqual(['/api/auth/check-session']);
  });

  it('asks for the user and the league home alongside the check at a league address', () => {
    requestStartUpAnswers('/league/7');
    expect(asked()).toEqual(LEAGUE_HOME);
  });

  it('asks for the user alongside the check anywhere when this browser was signed in last time', () => {
    localStorage.setItem(SESSION_SEEN_KEY, '2000');
    requestStartUpAnswers('/dashboard');
    expect(asked()).toEqual(['/api/auth/check-session', '/api/db/users/get']);
  });

  it('asks only for the check, even at a league address, when this browser is known to be signed out', () => {
    localStorage.setItem(SESSION_SEEN_KEY, '0');
    requestStartUpAnswers('/league/7');
    expect(asked()).toEqual(['/api/auth/check-session']);
  });

  it('asks again for nothing once the check has found the session', async () => {
    requestStartUpAnswers('/league/7');
    await apiRequest('/auth/check-session');
    onSessionFound('/league/7');
    expect(asked()).toEqual(LEAGUE_HOME);
  });

  it('takes a sign-out in any tab since then as the end of the session', () => {
    localStorage.setItem(SESSION_SEEN_KEY, '2000');
    localStorage.setItem(FORCE_LOGOUT_KEY, '3000');
    expect(sessionHint()).toBe('signed out');
    localStorage.removeItem(SESSION_SEEN_KEY);
    expect(sessionHint()).toBe('signed out');
    requestStartUpAnswers('/league/7');
    expect(asked()).toEqual(['/api/auth/check-session']);
  });
});
