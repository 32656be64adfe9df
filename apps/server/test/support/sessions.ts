import type { TestApp } from './test-app';

/** The session calls the auth tests make, each with a cookie header as a browser would send it. */
export function sessionCalls(t: TestApp) {
  const get = (url: string) => (cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  return {
    refresh: (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } }),
    checkSession: get('/api/auth/check-session'),
    me: get('/api/db/users/get'),
  };
}

/** The refresh-token cookie alone, out of a cookie header. */
export const refreshCookieOf = (cookie: string) =>
  cookie.split('; ').find((c) => c.startsWith('rs_refresh=')) ?? '';
