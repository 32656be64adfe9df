import {
  CURRENT_USER_PATH,
  leagueStartUpPaths,
  SESSION_CHECK_PATH,
  signedInStartUpPaths,
} from '@rinkside/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../modules/auth/cookies';

/** A league page's start-up answers, by API path without its `/api` prefix. */
export type StartUpAnswers = Record<string, unknown>;

// What the API's answers may depend on: who asks (the cookies, the browser) and from where (the proxy's
// headers, read by `trustProxy` with the connection's address). Not Accept-Encoding: the answers are
// compressed with the page that holds them.
const ASKER_HEADERS = [
  'cookie',
  'user-agent',
  'host',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

function askerHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ASKER_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The path's answer as the browser would have had it, or undefined unless the API answered 200. */
async function ask(app: FastifyInstance, request: FastifyRequest, path: string): Promise<unknown> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: askerHeaders(request),
    remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
  });
  if (answer.statusCode !== 200) return undefined;
  return JSON.parse(answer.body) as unknown;
}

/**
 * The answers a signed-in GM's first load at this league address would ask the API for (the session check,
 * the user, the league's: the web's own list), asked of the API itself with the page request's cookies, so
 * each goes through its route's sign-in, permission checks and schema as the browser's request would, and
 * counts once for its limits and the GM's activity, in its place: the browser does not ask for an answer it
 * holds. Only 200 answers: a refusal (an ended session, a league that does not exist) is left for the
 * browser to ask for and handle as it always has. None at all (null) outside a league, without an access cookie, or
 * unless the user answered: the refresh cookie never comes with a page's request, so a check without a
 * valid access token could say "signed out" of a session the browser can still refresh.
 */
export async function askStartUpAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<StartUpAnswers | null> {
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (leagueStartUpPaths(pathname).length === 0 || !request.cookies[ACCESS_COOKIE]) return null;
  const paths = signedInStartUpPaths(pathname);
  const bodies = await Promise.all(paths.map((path) => ask(app, request, path)));
  const answers = new Map(paths.map((path, i) => [path, bodies[i]]));
  if (answers.get(CURRENT_USER_PATH) === undefined) return null;
  // A user's answer means a valid session: a check saying otherwise is left for the browser to ask again.
  const check = answers.get(SESSION_CHECK_PATH) as { loggedIn?: unknown } | undefined;
  if (check?.loggedIn !== true) answers.delete(SESSION_CHECK_PATH);
  return Object.fromEntries([...answers].filter(([, body]) => body !== undefined));
}
