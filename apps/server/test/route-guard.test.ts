import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** The guarded routes that answer a signed-out request with anything but 401, and what they answered. */
async function unguarded(app: FastifyInstance): Promise<string[]> {
  const leaks: string[] = [];
  for (const route of apiRoutes(app).filter((r) => !isPublic(r))) {
    const url = route.url.replace(/:\w+/g, '1').replace('*', 'x');
    const response = await app.inject({ method: route.method as 'GET', url, payload: {} });
    if (response.statusCode !== 401) leaks.push(`${route.method} ${route.url} → ${response.statusCode}`);
  }
  return leaks;
}

// The route table does not depend on the database, so SQLite alone.
describe('every /api route requires a session unless listed as public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
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
