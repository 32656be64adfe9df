import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, clearEarlyAnswers, FORCE_LOGOUT_KEY } from './http';
import { SESSION_SEEN_KEY, sessionLikely } from './session-hint';
import { onSessionFound, requestStartUpAnswers, startUpPaths } from './start-up-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

describe('start-up requests', () => {
  it('asks only for the session check when this browser was not signed in last time', () => {
    expect(startUpPaths('/league/7', false)).toEqual(['/auth/check-session']);
    requestStartUpAnswers('/league/7');
    expect(asked()).toEqual(['/api/auth/check-session']);
  });

  it('asks for the user and the league home alongside the check when it was', () => {
    localStorage.setItem(SESSION_SEEN_KEY, '2000');
    requestStartUpAnswers('/league/7');
    expect(asked()).toEqual([
      '/api/auth/check-session',
      '/api/db/users/get',
      '/api/league/7',
      '/api/league/7/schedule',
      '/api/simulation/league/7/games',
      '/api/league/7/standings',
      '/api/league/7/stats',
    ]);
  });

  it('asks again for nothing once the check has found the session', async () => {
    localStorage.setItem(SESSION_SEEN_KEY, '2000');
    requestStartUpAnswers('/league/8');
    await apiRequest('/auth/check-session');
    onSessionFound('/league/8');
    expect(asked().filter((url) => url === '/api/league/8')).toHaveLength(1);
    expect(asked()).toHaveLength(7);
  });

  it('remembers a session the check found, and forgets it when a check finds none', async () => {
    onSessionFound('/dashboard');
    expect(sessionLikely()).toBe(true);

    fetchMock.mockImplementation(() => Promise.resolve(json({ loggedIn: false })));
    requestStartUpAnswers('/dashboard');
    await settle();
    expect(sessionLikely()).toBe(false);
  });

  it('takes a sign-out in any tab since then as the end of the session', () => {
    localStorage.setItem(SESSION_SEEN_KEY, '2000');
    localStorage.setItem(FORCE_LOGOUT_KEY, '3000');
    expect(sessionLikely()).toBe(false);
    requestStartUpAnswers('/league/7');
    expect(asked()).toEqual(['/api/auth/check-session']);
  });
});
