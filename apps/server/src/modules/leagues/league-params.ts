import { idSchema } from '@rinkside/domain';
import type { FastifyRequest } from 'fastify';
import { leagueOfApplication, leagueOfRow, type LeagueRowTable } from './access-repo';
import type { Db } from './repo';

/**
 * How a route parameter names its league: the league itself, a row of a league's, no league at all (null),
 * or none by itself on a route whose other parameters name it ('none': a reaction's name after its post).
 */
export type LeagueParam = 'leagues' | 'applications' | LeagueRowTable | 'none' | null;

/**
 * Every route parameter of the API, by the path segment before it and its name, with the league it leads
 * to (docs/decisions/059). The league-access guard reads a route's leagues from here, so a route is guarded
 * by its path alone; the league-access walk test fails on a parameter missing from this table, so a new kind of
 * parameter is declared here before its route can ship.
 */
export const LEAGUE_PARAMS: Readonly<Record<string, LeagueParam>> = {
  'league/:id': 'leagues',
  'league/:leagueId': 'leagues',
  'team/:teamId': 'teams',
  'teams/:teamId': 'teams',
  'player/:playerId': 'players',
  'players/:playerId': 'players',
  'game/:gameId': 'games',
  'games/:gameId': 'games',
  'trades/:tradeId': 'trades',
  'contract-offers/:offerId': 'contract_offers',
  'waivers/:waiverId': 'waivers',
  'webhooks/:webhookId': 'league_webhooks',
  'applications/:applicationId': 'applications',
  ':teamId/:recruitmentId': 'recruitments',
  'advances/:advanceId': 'league_advances',
  'channels/:channelId': 'board_channels',
  'threads/:threadId': 'board_threads',
  'posts/:postId': 'board_posts',
  'news/:newsId': 'league_news',
  // A reaction's name, not a row: the post before it leads to the league.
  'reactions/:emoji': 'none',
  // About no league: the caller's own messages, notifications, sessions, API tokens and sign-in providers,
  // a mailed token, a user by name (a profile lists only the leagues its viewer may read).
  'message/:id': null,
  'notifications/:id': null,
  'sessions/:id': null,
  'tokens/:id': null,
  'identities/:provider': null,
  'oidc/:provider': null,
  'verify/:token': null,
  'profile/:username': null,
};

/**
 * Query parameters that name a row of a league (`?teamId=`, `?seasonId=`, `?playerId=`): each is checked
 * like a route parameter, so a public league's route cannot be asked about a members-only league's team.
 */
export const LEAGUE_QUERY_PARAMS: Readonly<Record<string, LeagueParam>> = {
  teamId: 'teams',
  playerId: 'players',
  seasonId: 'seasons',
};

/** A route's parameters as `segment/:name` keys of LEAGUE_PARAMS, with their names. */
export function routeParams(url: string): { key: string; name: string }[] {
  const segments = url.split('/');
  return segments.flatMap((segment, i) =>
    segment.startsWith(':') ? [{ key: `${segments[i - 1] ?? ''}/${segment}`, name: segment.slice(1) }] : [],
  );
}

async function leagueOfParam(db: Db, param: LeagueParam, id: number): Promise<number | undefined> {
  if (param === null || param === 'none') return undefined;
  if (param === 'leagues') return id;
  if (param === 'applications') return leagueOfApplication(db, id);
  return leagueOfRow(db, param, id);
}

// Read as the route's validation will read it (the guard runs first): anything else is left to its 400.
const asId = (raw: unknown): number | null => {
  const parsed = idSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/**
 * The leagues a request is about: each of its route's parameters, and of its query's, leads to one (a team
 * to its league, a trade to its league, …), or, on a route with none, its body's `leagueId` (scheduling one game). An id
 * that leads nowhere (a missing row) adds nothing: the route answers its own 404.
 */
export async function leaguesOfRequest(db: Db, request: FastifyRequest): Promise<number[]> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const named = [
    ...routeParams(request.routeOptions.url ?? '').map(({ key, name }) => ({
      param: LEAGUE_PARAMS[key],
      id: asId(params[name]),
    })),
    ...Object.entries(LEAGUE_QUERY_PARAMS).map(([name, param]) => ({ param, id: asId(query[name]) })),
  ];
  const found = await Promise.all(
    named.map(({ param, id }) => (param && id !== null ? leagueOfParam(db, param, id) : undefined)),
  );
  const leagues = found.filter((id): id is number => id !== undefined);
  if (leagues.length === 0) {
    const body = request.body as { leagueId?: unknown } | null | undefined;
    const fromBody = typeof body === 'object' && body !== null ? asId(body.leagueId) : null;
    if (fromBody !== null) leagues.push(fromBody);
  }
  return [...new Set(leagues)];
}
