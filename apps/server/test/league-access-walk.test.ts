import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEAGUE_PARAMS, routeParams } from '../src/modules/leagues/league-params';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs } from './support/leagues';
import { type LeagueRows, leagueWithEveryRow } from './support/private-league';
import { createTestApp, type TestApp } from './support/test-app';

interface Route {
  method: string;
  url: string;
  /** Open to those a members-only league recruits (route config `leagueAccess`). */
  recruitment: boolean;
}

const routesOf = vi.hoisted(() => new WeakMap<object, Route[]>());

// Each app built in this file lists its routes as Fastify adds them (validation stays on).
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const fastify = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    const routes: Route[] = [];
    routesOf.set(app, routes);
    app.addHook('onRoute', (route: RouteOptions) => {
      const recruitment = route.config?.leagueAccess === 'recruitment';
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, recruitment });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: fastify, fastify };
});

const apiRoutes = (app: FastifyInstance) =>
  (routesOf.get(app) ?? []).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

/** Route parameters no entry of LEAGUE_PARAMS declares: the guard would not know their league. */
const undeclared = (app: FastifyInstance) =>
  apiRoutes(app).flatMap((r) =>
    routeParams(r.url)
      .filter(({ key }) => !(key in LEAGUE_PARAMS))
      .map(({ key }) => `${r.method} ${r.url} (${key})`),
  );

/**
 * The walk's own answer, independent of the guard's table, to which row of the league each route
 * parameter names: a parameter the guard declared as about no league is still filled and walked here.
 */
const ROW_OF: Record<string, keyof LeagueRows> = {
  'league/:id': 'league',
  'league/:leagueId': 'league',
  'team/:teamId': 'team',
  'teams/:teamId': 'team',
  'player/:playerId': 'player',
  'players/:playerId': 'player',
  'game/:gameId': 'game',
  'games/:gameId': 'game',
  'trades/:tradeId': 'trade',
  'contract-offers/:offerId': 'offer',
  'waivers/:waiverId': 'waiver',
  'webhooks/:webhookId': 'webhook',
  'applications/:applicationId': 'application',
  ':teamId/:recruitmentId': 'recruitment',
  'advances/:advanceId': 'advance',
  'channels/:channelId': 'channel',
  'threads/:threadId': 'thread',
  'posts/:postId': 'post',
  'news/:newsId': 'news',
  'reactions/:emoji': 'reaction',
};

/** Routes with parameters about no league: the caller's own things, a token, a provider, a user. */
const NO_LEAGUE_ROUTES = new Set([
  'POST /api/db/verify/:token',
  'GET /api/auth/oidc/:provider/start',
  'GET /api/auth/oidc/:provider/callback',
  'DELETE /api/auth/sessions/:id',
  'DELETE /api/user/identities/:provider',
  'GET /api/user/profile/:username',
  'PUT /api/message/:id/read',
  'PUT /api/notifications/:id/read',
  'DELETE /api/user/tokens/:id',
]);
const aboutNoLeague = (r: Route) =>
  NO_LEAGUE_ROUTES.has(`${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`);

/** The route's address with each parameter filled with the league's own row of its kind. */
function filled(url: string, rows: LeagueRows): string {
  let address = url;
  for (const { key, name } of routeParams(url)) {
    const row = ROW_OF[key];
    if (!row) throw new Error(`The walk has no row for ${key} in ${url}`);
    address = address.replace(`:${name}`, String(rows[row]));
  }
  return address;
}

const leagueRoutes = (app: FastifyInstance) =>
  apiRoutes(app).filter((r) => routeParams(r.url).length > 0 && !aboutNoLeague(r));

/** The routes of a league's recruitment: tested on their own (privacy-recruitment.test.ts). */
const RECRUITMENT_ROUTES = ['POST /api/user/league/:leagueId/team/:teamId/:recruitmentId/apply'];

/** Every league route's answer to `user`, as `METHOD url → status message`. */
async function walk(t: TestApp, user: TestUser, rows: LeagueRows, methods?: string[]): Promise<string[]> {
  const answers: string[] = [];
  const walked = leagueRoutes(t.app).filter(
    (r) => !r.recruitment && (!methods || methods.includes(r.method)),
  );
  for (const route of walked) {
    const response = await t.app.inject({
      method: route.method as 'GET',
      url: filled(route.url, rows),
      headers: { cookie: user.cookie },
      ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
    });
    const message = route.method === 'HEAD' ? '' : (response.json<{ message?: string }>().message ?? '');
    answers.push(`${route.method} ${route.url} → ${response.statusCode} ${message}`.trim());
  }
  return answers;
}

const hidden = (answer: string) => /→ 404( League not found\.)?$/.test(answer);

// A sample of a league's pages every reader reads: the league, a team, a player, a game.
const SAMPLE = (rows: LeagueRows) => [
  `/api/league/${rows.league}`,
  `/api/league/${rows.league}/standings`,
  `/api/league/${rows.league}/feed`,
  `/api/team/league/${rows.league}/team/${rows.team}`,
  `/api/league/${rows.league}/player/${rows.player}`,
  `/api/simulation/game/${rows.game}`,
];

describe('the route table declares the league of every parameter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('has no route parameter without a declared league (or a declared none)', () => {
    expect(leagueRoutes(t.app).length).toBeGreaterThan(100);
    expect(undeclared(t.app)).toEqual([]);
  });

  it('opens only the recruitment routes to those a league recruits', () => {
    const open = apiRoutes(t.app).filter((r) => r.recruitment);
    expect(open.map((r) => `${r.method} ${r.url}`)).toEqual(RECRUITMENT_ROUTES);
  });

  it('declares as about no league only the parameters of routes about no league', () => {
    const declaredNone = apiRoutes(t.app).filter((r) =>
      routeParams(r.url).some(({ key }) => LEAGUE_PARAMS[key] === null),
    );
    expect(declaredNone.filter((r) => !aboutNoLeague(r)).map((r) => r.url)).toEqual([]);
  });

  it('declares only parameters some route has', () => {
    const used = new Set(apiRoutes(t.app).flatMap((r) => routeParams(r.url).map(({ key }) => key)));
    expect(Object.keys(LEAGUE_PARAMS).filter((key) => !used.has(key))).toEqual([]);
  });

  it('catches a route whose parameter names a league in a way not declared', async () => {
    const other = await createTestApp('sqlite');
    try {
      other.app.get('/api/league/:leagueId/gadget/:gadgetId', async () => ({ message: 'ok' }));
      expect(undeclared(other.app)).toEqual([
        'GET /api/league/:leagueId/gadget/:gadgetId (gadget/:gadgetId)',
        'HEAD /api/league/:leagueId/gadget/:gadgetId (gadget/:gadgetId)',
      ]);
    } finally {
      await other.close();
    }
  });
});

describe.each(DIALECTS)('a members-only league, route by route, on %s', (dialect) => {
  let t: TestApp;
  let outsider: TestUser;
  let members: Awaited<ReturnType<typeof leagueWithEveryRow>>;
  let open: Awaited<ReturnType<typeof leagueWithEveryRow>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    outsider = await signUp(t);
    members = await leagueWithEveryRow(t, 'Friends Only', 'members');
    open = await leagueWithEveryRow(t, 'Open Doors', 'public');
  }, 120_000);
  afterAll(() => t.close());

  it('answers an outsider 404 "League not found." on every route about it', async () => {
    const answers = await walk(t, outsider, members.rows);
    expect(answers.length).toBeGreaterThan(150);
    expect(answers.filter((a) => !hidden(a))).toEqual([]);
    // Scheduling a game names its league in the body.
    const scheduled = await requestsAs(t)(outsider, 'POST', '/api/simulation/game/create', {
      leagueId: members.rows.league,
    });
    expect([scheduled.statusCode, scheduled.json().message]).toEqual([404, 'League not found.']);
  }, 120_000);

  it('also when the route names a public league but a row of the members-only one', async () => {
    const inject = requestsAs(t);
    const mixed = [
      `/api/league/${open.rows.league}/team/${members.rows.team}/cap`,
      `/api/league/${open.rows.league}/player/${members.rows.player}`,
      `/api/league/${open.rows.league}/trades/${members.rows.trade}`,
      `/api/simulation/league/${open.rows.league}/games?teamId=${members.rows.team}`,
      `/api/league/${open.rows.league}/stats?seasonId=${members.rows.season}`,
    ];
    for (const url of mixed) expect((await inject(outsider, 'GET', url)).statusCode, url).toBe(404);
  });

  it('still shows a member every page of the sample', async () => {
    const inject = requestsAs(t);
    for (const member of [members.commissioner, members.gms[1]]) {
      // A trade is read by its parties (gms[1]'s team is one) and the commissioner.
      for (const url of [
        ...SAMPLE(members.rows),
        `/api/league/${members.rows.league}/trades/${members.rows.trade}`,
      ]) {
        const response = await inject(member, 'GET', url);
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      }
    }
  });

  it('leaves a public league as it was: an outsider reads it, no route hides it', async () => {
    const inject = requestsAs(t);
    for (const url of SAMPLE(open.rows)) {
      const response = await inject(outsider, 'GET', url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
    const answers = await walk(t, outsider, open.rows, ['GET']);
    expect(answers.filter((a) => a.endsWith('League not found.'))).toEqual([]);
  }, 120_000);
});
