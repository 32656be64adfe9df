import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { takeEmbeddedAnswers } from './embedded-answers';
import { apiRequest, clearEarlyAnswers } from './http';
import { requestStartUpAnswers } from './start-up-requests';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

/** The page as the server sends a signed-in GM's league page: its answers in a JSON script. */
function embed(text: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'start-up-answers';
  script.textContent = text;
  document.head.append(script);
  return script;
}

const leagueName = z.object({ name: z.string() });

const LEAGUE = {
  id: 7,
  name: 'Tour </script> League',
  commissionerId: 1,
  isCommissioner: true,
  mode: 'Custom',
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(json({ asked: true })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearEarlyAnswers();
  document.getElementById('start-up-answers')?.remove();
  vi.unstubAllGlobals();
});

describe('answers embedded in a league page', () => {
  it('are taken as early answers and only the paths left out are asked for', async () => {
    embed(
      JSON.stringify({
        '/auth/check-session': { loggedIn: true },
        '/db/users/get': { user: { id: 1, username: 'gm' } },
        '/league/7': LEAGUE,
      }),
    );
    requestStartUpAnswers('/league/7');
    expect(asked()).toEqual([
      '/api/league/7/schedule/progress',
      '/api/league/7/feed',
      '/api/league/7/standings',
      '/api/league/7/stats/leaders',
      '/api/league/7/clock',
    ]);

    await expect(apiRequest('/auth/check-session')).resolves.toEqual({ loggedIn: true });
    await expect(apiRequest('/db/users/get')).resolves.toEqual({ user: { id: 1, username: 'gm' } });
    expect(asked()).toHaveLength(5);
    // Taken once, like an answer asked for early: the next request asks the server.
    await expect(apiRequest('/auth/check-session')).resolves.toEqual({ asked: true });
    expect(asked()).toHaveLength(6);
  });

  it("are validated by the query's own schema", async () => {
    embed(JSON.stringify({ '/league/7': { id: 'not a league' } }));
    requestStartUpAnswers('/league/7/stats');
    expect(asked()).toEqual(['/api/auth/check-session', '/api/db/users/get']);
    // The embedded answer fails the schema: the query asks the server instead.
    fetchMock.mockImplementationOnce(() => Promise.resolve(json(LEAGUE)));
    await expect(apiRequest('/league/7', { schema: leagueName })).resolves.toEqual({ name: LEAGUE.name });
    expect(asked()).toEqual(['/api/auth/check-session', '/api/db/users/get', '/api/league/7']);
  });

  it('are read once: the element leaves the page', () => {
    const script = embed(JSON.stringify({ '/league/7': LEAGUE }));
    expect(takeEmbeddedAnswers()).toEqual({ '/league/7': LEAGUE });
    expect(script.isConnected).toBe(false);
    expect(takeEmbeddedAnswers()).toEqual({});
  });

  it('change nothing when unreadable or absent', async () => {
    for (const text of [null, '{"/league/7": ', '[{"/league/7": {}}]', 'null', '"/league/7"', '']) {
      clearEarlyAnswers();
      fetchMock.mockClear();
      if (text !== null) embed(text);
      requestStartUpAnswers('/league/7/stats');
      expect(document.getElementById('start-up-answers'), String(text)).toBeNull();
      expect(asked(), String(text)).toEqual([
        '/api/auth/check-session',
        '/api/db/users/get',
        '/api/league/7',
      ]);
      await expect(apiRequest('/league/7'), String(text)).resolves.toEqual({ asked: true });
    }
  });
});
