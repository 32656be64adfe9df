import type * as FastifyModule from 'fastify';
import { isAccountRoute } from '@rinkside/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The only /api routes a visitor may use without a session. A new route is guarded unless it is
 * added here on purpose; HEAD follows its GET.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/refresh',
  'GET /api/auth/check-session',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Social sign-in: the way in for a signed-out visitor (docs/decisions/042).
  'GET /api/auth/oidc/providers',
  'GET /api/auth/oidc/:provider/start',
  'GET /api/auth/oidc/:provider/callback',
  'GET /api/auth/oidc/pending',
  'POST /api/auth/oidc/link',
  'POST /api/auth/oidc/create',
  'POST /api/db/users/create',
  'POST /api/db/verify/:token',
  'POST /api/db/users/resend-verification',
  // The league file's format, for anyone writing or reading one (docs/league-file.md).
  'GET /api/league-file.schema.json',
]);
/** The OpenAPI page and its files. */
const PUBLIC_PREFIXES = ['/api/docs'];

interface Route {
  method: string;
  url: string;
}

const routesOf = vi.hoisted(() => new WeakMap<object, Route[]>());

// Each app built in this file lists its routes as Fastify adds them, and skips request validation:
// requireUser runs after validation, so otherwise an empty body would answer 400 before the session
// check could answer 401. A route without the check then runs its handler and answers anything else.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const fastify = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    const routes: Route[] = [];
    routesOf.set(app, routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    const setValidatorCompiler = app.setValidatorCompiler.bind(app);
    app.setValidatorCompiler = () => setValidatorCompiler(() => (value) => ({ value }));
    return app;
  }) as typeof actual.default;
  return { ...actual, default: fastify, fastify };
});

const isPublic = ({ method, url }: Route) =>
  PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`) ||
  PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

const apiRoutes = (app: FastifyInstance) =>
  (routesOf.get(app) ?? []).filter((r) => r.url === '/api' || r.url.startsWith('/api/'));

/**
 * The routes under /api/user that are a league's or a team's, not the account's: a personal API token may
 * use them (docs/decisions/088). A new /api/user route is an account route unless it is added here on purpose.
 */
const USER_ROUTES_OPEN_TO_TOKENS = new Set([
  'GET /api/user/recruitments',
  'GET /api/user/applications',
  'GET /api/user/profile/:username',
  'POST /api/user/league/:leagueId/team/:teamId/:recruitmentId/apply',
  'GET /api/user/league/:leagueId/team/:teamId/auto-lineup',
  'GET /api/user/league/:leagueId/team/:teamId/lineup',
  'POST /api/user/league/:leagueId/team/:teamId/save-lineup',
]);

const SAFE = new Set(['GET', 'HEAD']);

/**
 * The guarded routes that answer a request with anything but `expected` (401 signed out or with a bad
 * token; 403 for a token whose scope does not cover the route), and what they answered.
 */
async function unguarded(
  app: FastifyInstance,
  routes: Route[] = apiRoutes(app).filter((r) => !isPublic(r)),
  { headers = {}, expected = 401 }: { headers?: Record<string, string>; expected?: number } = {},
): Promise<string[]> {
  const leaks: string[] = [];
  for (const route of routes) {
    const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
    const response = await app.inject({ method: route.method as 'GET', url, headers, payload: {} });
    if (response.statusCode !== expected) leaks.push(`${route.method} ${route.url} → ${response.statusCode}`);
  }
  return leaks;
}

// The route table does not depend on the database, so SQLite alone.
describe('every /api route requires a session unless listed as public', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Walking every route with one token is not a bot to slow down.
    t = await createTestApp('sqlite', { API_TOKEN_RATE_LIMIT: '100000' });
  });
  afterAll(() => t.close());

  it('answers 401 to a signed-out request on every guarded route', async () => {
    expect(apiRoutes(t.app).filter((r) => !isPublic(r)).length).toBeGreaterThan(30);
    expect(await unguarded(t.app)).toEqual([]);
  });

  it('lists as public only routes that exist', () => {
    const registered = new Set(apiRoutes(t.app).map((r) => `${r.method} ${r.url}`));
    expect([...PUBLIC_ROUTES].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('answers 401 on every guarded route to a bearer token that is not a live token', async () => {
    const guarded = apiRoutes(t.app).filter((r) => !isPublic(r));
    const bogus = { authorization: `Bearer rks_${'A'.repeat(43)}` };
    expect(await unguarded(t.app, guarded, { headers: bogus })).toEqual([]);
    // A request naming a token is the token's alone: a browser's cookie beside it signs nobody in.
    const user = await signUp(t);
    expect(await unguarded(t.app, guarded, { headers: { ...bogus, cookie: user.cookie } })).toEqual([]);
  });

  it('refuses a read token every write and every account route, and lets it read the rest', async () => {
    const user = await signUp(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: { cookie: user.cookie },
      payload: { name: 'Walker', scope: 'read', expiresInDays: null },
    });
    expect(created.statusCode, created.body).toBe(201);
    const headers = { authorization: `Bearer ${created.json<{ secret: string }>().secret}` };
    const guarded = apiRoutes(t.app).filter((r) => !isPublic(r));
    const refused = guarded.filter((r) => isAccountRoute(r.url) || !SAFE.has(r.method));
    expect(refused.length).toBeGreaterThan(50);
    expect(await unguarded(t.app, refused, { headers, expected: 403 })).toEqual([]);
    // The token works: a read it may make is not refused.
    const reads = guarded.filter((r) => !refused.includes(r));
    const answered = await Promise.all(
      reads.map((r) => t.app.inject({ method: 'GET', url: r.url.replace(/:\w+/g, '1'), headers })),
    );
    expect(answered.filter((response) => response.statusCode === 401)).toEqual([]);
  });

  it('holds every /api/user and account route to an account-route decision', () => {
    const userRoutes = apiRoutes(t.app).filter(
      (r) => r.method !== 'HEAD' && (r.url === '/api/user' || r.url.startsWith('/api/user/')),
    );
    const open = userRoutes.filter((r) => !isAccountRoute(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...USER_ROUTES_OPEN_TO_TOKENS].sort());
    for (const route of ['/api/user/tokens', '/api/user/tokens/:id', '/api/user/password', '/api/user']) {
      expect(
        apiRoutes(t.app).some((r) => r.url === route),
        route,
      ).toBe(true);
    }
  });

  it('catches a route that forgets requireUser', async () => {
    const other = await createTestApp('sqlite');
    try {
      other.app.post('/api/league/:leagueId/forgotten', async () => ({ message: 'done' }));
      expect(await unguarded(other.app)).toEqual(['POST /api/league/:leagueId/forgotten → 200']);
    } finally {
      await other.close();
    }
  });
});
