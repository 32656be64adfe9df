import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  FORCE_LOGOUT_KEY,
  LAST_REFRESH_KEY,
  NETWORK_ERROR_MESSAGE,
  REFRESH_LOCK,
  SESSION_EXPIRED_EVENT,
  apiRequest,
  errorMessage,
} from './http';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends JSON with cookies to the /api base and parses the answer with the schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { loggedIn: true }));
    const schema = { parse: (d: unknown) => d as { loggedIn: boolean } };
    const result = await apiRequest('/auth/login', { method: 'POST', body: { username: 'ann' }, schema });
    expect(result).toEqual({ loggedIn: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"username":"ann"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('throws ApiRequestError with status, error name and server message', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { error: 'Email Not Verified', message: 'Verify first' }));
    const error = await apiRequest('/auth/login', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, error: 'Email Not Verified', message: 'Verify first' });
  });

  it("falls back to 'Failed to fetch data' when the server sends no message (SPEC §8)", async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    const error = await apiRequest('/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'Failed to fetch data', serverMessage: undefined });
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe('Login failed. Please try again.');
  });

  it("reports 'Network Error' when no response arrives", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await apiRequest('/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
    expect(errorMessage(error, 'fallback')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('aborts after 30 s (SPEC §9)', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/league/user').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0 });
  });
});

describe('401 handling (SPEC §4)', () => {
  it('refreshes once, waits 20 ms, then retries the request once', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { message: 'refreshed' }))
      .mockResolvedValueOnce(json(200, [{ id: 1 }]));
    const pending = apiRequest('/league/user');
    await vi.advanceTimersByTimeAsync(19);
    expect(calls()).toEqual(['GET /api/league/user', 'POST /api/auth/refresh']);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual([{ id: 1 }]);
    expect(calls()).toEqual(['GET /api/league/user', 'POST /api/auth/refresh', 'GET /api/league/user']);
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).toBeNull();
  });

  it('does not refresh a second time when the retry is also 401', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, {}))
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized', message: 'still expired' }));
    const error = await apiRequest('/league/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'still expired' });
    expect(calls()).toHaveLength(3);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let finishRefresh: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation((url) => {
      if (String(url).endsWith('/auth/refresh')) return new Promise((resolve) => (finishRefresh = resolve));
      const retried = calls().filter((c) => c === `GET ${String(url)}`).length > 1;
      return Promise.resolve(
        retried ? json(200, { url }) : json(401, { error: 'Unauthorized', message: 'x' }),
      );
    });
    const both = Promise.all([apiRequest('/league/user'), apiRequest('/message/inbox')]);
    await vi.waitFor(() => expect(calls().filter((c) => c.endsWith('/auth/refresh'))).toHaveLength(1));
    finishRefresh(json(200, {}));
    expect(await both).toEqual([{ url: '/api/league/user' }, { url: '/api/message/inbox' }]);
    expect(calls().filter((c) => c.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('writes the force-logout marker and signals this tab when the refresh fails', async () => {
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized', message: 'refresh token revoked' }));
    const error = await apiRequest('/db/users/get').catch((e: unknown) => e);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    expect(error).toMatchObject({ status: 401, message: 'expired' });
    expect(calls()).toEqual(['GET /api/db/users/get', 'POST /api/auth/refresh']);
    expect(Number(localStorage.getItem(FORCE_LOGOUT_KEY))).toBeGreaterThan(0);
    expect(expired).toHaveBeenCalledOnce();
  });

  it.each(['/auth/login', '/auth/refresh', '/auth/check-session'])('never refreshes for %s', async (path) => {
    fetchMock.mockResolvedValueOnce(
      json(401, { error: 'Unauthorized', message: 'Invalid username or password' }),
    );
    const error = await apiRequest(path, { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Invalid username or password' });
    expect(calls()).toHaveLength(1);
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).toBeNull();
  });
});

/** A stand-in for navigator.locks (jsdom has none): one holder at a time per name, others queue. */
function fakeLocks(beforeGrant: () => void = () => undefined) {
  const requested: string[] = [];
  let held = false;
  let queue = Promise.resolve();
  const locks = {
    request: (name: string, callback: () => Promise<unknown>) => {
      requested.push(name);
      const granted = queue.then(async () => {
        beforeGrant();
        held = true;
        try {
          return await callback();
        } finally {
          held = false;
        }
      });
      queue = granted.then(
        () => undefined,
        () => undefined,
      );
      return granted;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { requested, isHeld: () => held };
}

describe('one refresh across tabs (navigator.locks)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes while holding the cross-tab lock, so two tabs never race with one cookie', async () => {
    const lock = fakeLocks();
    const heldDuringRefresh: boolean[] = [];
    fetchMock.mockImplementation((url) => {
      if (String(url).endsWith('/auth/refresh')) {
        heldDuringRefresh.push(lock.isHeld());
        return Promise.resolve(json(200, {}));
      }
      const retried = calls().filter((c) => c === `GET ${String(url)}`).length > 1;
      return Promise.resolve(retried ? json(200, { ok: true }) : json(401, { message: 'expired' }));
    });
    expect(await apiRequest('/league/user')).toEqual({ ok: true });
    expect(lock.requested).toEqual([REFRESH_LOCK]);
    expect(heldDuringRefresh).toEqual([true]);
    expect(Number(localStorage.getItem(LAST_REFRESH_KEY))).toBeGreaterThan(0);
  });

  it('reuses the refresh another tab finished while this one waited for the lock', async () => {
    // The other tab held the lock and refreshed; its new cookies are this tab's cookies too.
    fakeLocks(() => localStorage.setItem(LAST_REFRESH_KEY, String(Date.now())));
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, [{ id: 1 }]));
    expect(await apiRequest('/league/user')).toEqual([{ id: 1 }]);
    expect(calls()).toEqual(['GET /api/league/user', 'GET /api/league/user']);
  });

  it('still refreshes itself when the last refresh was before it asked', async () => {
    localStorage.setItem(LAST_REFRESH_KEY, String(Date.now() - 60_000));
    fakeLocks();
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthorized', message: 'expired' }))
      .mockResolvedValueOnce(json(200, {}))
      .mockResolvedValueOnce(json(200, [{ id: 2 }]));
    expect(await apiRequest('/league/user')).toEqual([{ id: 2 }]);
    expect(calls()).toContain('POST /api/auth/refresh');
  });
});
