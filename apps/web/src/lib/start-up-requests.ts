// What every first load asks the API for before its code has rendered anything (lib/http requestEarly).
import { SESSION_CHECK_PATH, signedInStartUpPaths } from '@rinkside/domain';
import { takeEmbeddedAnswers } from './embedded-answers';
import { requestEarly, seedEarlyAnswers } from './http';
import { leagueStartUpPaths } from './league-paths';
import { sessionHint, type SessionHint } from './session-hint';

/**
 * The session check always. Alongside it, not one round trip after it (on a phone's latency that trip is a
 * good part of the league home's first paint), the current user and a league page's answers: when this
 * browser was signed in last time, and at a league address unless it is known to be signed out, since only
 * a signed-in GM has league pages. A visitor at the landing page asks for nothing else: those requests
 * would only be refused (docs/decisions/022).
 */
export function startUpPaths(pathname: string, hint: SessionHint): string[] {
  const signedInLikely =
    hint === 'signed in' || (hint === 'unknown' && leagueStartUpPaths(pathname).length > 0);
  return signedInLikely ? signedInStartUpPaths(pathname) : [SESSION_CHECK_PATH];
}

/**
 * Takes the answers the page arrived with (a signed-in GM's league page: docs/decisions/053), then asks for
 * this address's other start-up answers now; the calls that need them take them (requestEarly, which does
 * not ask for an answer it already holds).
 */
export function requestStartUpAnswers(pathname: string): void {
  const embedded = takeEmbeddedAnswers();
  seedEarlyAnswers(embedded);
  requestEarly(startUpPaths(pathname, sessionHint()).filter((path) => !(path in embedded)));
}

/**
 * The start-up check found a session: ask for the league page's answers (those already asked for alongside
 * the check are not asked for twice).
 */
export function onSessionFound(pathname: string): void {
  requestEarly(leagueStartUpPaths(pathname));
}
