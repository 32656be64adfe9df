import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Operation {
  method: Method;
  /** OpenAPI form: /api/league/{id} */
  path: string;
  ids: { name: string; in: 'path' | 'query' }[];
}

/** Every route taking an id, read from the app's own OpenAPI document so a new route is walked too. */
function operationsWithIds(t: TestApp): Operation[] {
  type Parameter = { name: string; in: string };
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const ids = (operation.parameters ?? [])
        .filter((p) => (p.in === 'path' || p.in === 'query') && (p.name === 'id' || p.name.endsWith('Id')))
        .map((p) => ({ name: p.name, in: p.in as 'path' | 'query' }));
      return ids.length > 0 ? [{ method: method.toUpperCase() as Method, path, ids }] : [];
    }),
  );
}

/** The URL with `bad` in place of one id and a well-formed id everywhere else. */
function urlWith(op: Operation, target: string, bad: string): string {
  let path = op.path;
  const query: string[] = [];
  for (const id of op.ids) {
    const value = id.name === target ? bad : '1';
    if (id.in === 'path') path = path.replace(`{${id.name}}`, value);
    else query.push(`${id.name}=${value}`);
  }
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

// Past PostgreSQL's integer, not decimal digits, or not positive: each written as it appears in a URL.
const BAD_IDS = [
  '2147483648',
  '99999999999',
  '0x1',
  '1e3',
  '%201',
  '+1',
  '1.5',
  '0',
  '-1',
  '%5B3%5D',
  'true',
];

describe.each(DIALECTS)('ids at the edge on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  /**
   * Requests from a user and an address of their own: a walk sends a few requests to every route,
   * more than the per-user and per-address limits of some (apply: 30 a minute) allow one caller.
   */
  let walkers = 0;
  async function walker() {
    walkers += 1;
    const { cookie } = await signUp(t);
    const remoteAddress = `10.0.0.${walkers}`;
    return (op: Operation, url: string) =>
      t.app.inject({
        method: op.method,
        url,
        remoteAddress,
        headers: { cookie },
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { MESSAGE_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    [ann, ben] = [await signUp(t), await signUp(t)];
    league = await createLeague(t, ann, {
      name: 'Edge League',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
  });
  afterAll(() => t.close());

  it('walks routes that take ids', () => {
    expect(operationsWithIds(t).length).toBeGreaterThan(25);
  });

  it.each(BAD_IDS)('answers 400 naming the field for the id %s on every route, never 500', async (bad) => {
    const request = await walker();
    for (const op of operationsWithIds(t)) {
      for (const id of op.ids) {
        const url = urlWith(op, id.name, bad);
        const response = await request(op, url);
        expect(response.statusCode, `${op.method} ${url}: ${response.body}`).toBe(400);
        expect(response.json().message, `${op.method} ${url}`).toContain(id.name);
      }
    }
  });

  it('answers an id of the right form that names nothing with 404, never 500', async () => {
    const request = await walker();
    for (const op of operationsWithIds(t)) {
      for (const id of op.ids) {
        const url = urlWith(op, id.name, '2147483647');
        const response = await request(op, url);
        // A query id filters (an absent team filters everything out), except a season, which it selects.
        const selects = id.in !== 'query' || id.name === 'seasonId';
        // Within a league that exists, a part only its commissioner manages (a webhook) may refuse a
        // stranger before it looks for the id.
        const inLeague = id.name !== 'leagueId' && op.ids.some((other) => other.name === 'leagueId');
        const expected = !selects
          ? [200]
          : op.method === 'GET'
            ? inLeague
              ? [403, 404]
              : [404]
            : [400, 403, 404];
        expect(expected, `${op.method} ${url}: ${response.body}`).toContain(response.statusCode);
      }
    }
  });

  it.each([2147483648, 99999999999, 0, -1, 1.5, '0x1', ' 1', '1e3', [3], true])(
    'refuses %j as a receiverId in a message body',
    async (receiverId) => {
      const response = await inject(ann, 'POST', '/api/message/send', { receiverId, content: 'Hello' });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain('receiverId');
    },
  );

  it('takes a body id as a JSON number or as a string of digits', async () => {
    const asNumber = await inject(ann, 'POST', '/api/message/send', { receiverId: ben.id, content: 'One' });
    expect(asNumber.statusCode, asNumber.body).toBe(201);
    const asText = await inject(ann, 'POST', '/api/message/send', {
      receiverId: String(ben.id),
      content: 'Two',
    });
    expect(asText.statusCode, asText.body).toBe(201);
    expect(asText.json()).toMatchObject({ receiverId: ben.id, content: 'Two' });
  });

  it('refuses out-of-range ids in game and depth-chart bodies', async () => {
    const [home, away] = league.teams;
    const season = (await inject(ann, 'GET', `/api/league/${league.id}/active-season`)).json();
    const game = { seasonId: season.id, leagueId: league.id, homeTeamId: home?.id, awayTeamId: away?.id };
    const created = await inject(ann, 'POST', '/api/simulation/game/create', { ...game, date: '2026-10-07' });
    expect(created.statusCode, created.body).toBe(201);
    for (const field of ['seasonId', 'leagueId', 'homeTeamId', 'awayTeamId']) {
      const response = await inject(ann, 'POST', '/api/simulation/game/create', {
        ...game,
        [field]: 2147483648,
        date: '2026-10-08',
      });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const chart = { LW: [2147483648], C: [], RW: [], LD: [], RD: [], G: [], unassigned: [] };
    const saved = await inject(ann, 'PUT', `/api/team/league/${league.id}/team/${home?.id}/depth-chart`, {
      depthChart: chart,
    });
    expect(saved.statusCode, saved.body).toBe(400);
  });
});
