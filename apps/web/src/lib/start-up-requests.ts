// What every first load asks the API for before its code has rendered anything (lib/http requestEarly).
import { requestEarly } from './http';
import { leagueStartUpPaths } from './league-paths';
import { sessionHint, type SessionHint } from './session-hint';

const CHECK_SESSION = '/auth/check-session';
const CURRENT_USER = '/db/users/get';

/**
 * The session check always. Alongside it, not one round trip after it (on a phone's latency that trip is a
 * good part of the league home's first paint), the current user and a league page's answers: when this
 * browser was signed in last time, and at a league address unless it is known to be signed out, since only
 * a signed-in GM has league pages. A visitor at the landing page asks for nothing else: those requests
 * would only be refused (docs/decisions/022).
 */
export function startUpPaths(pathname: string, hint: SessionHint): string[] {
  const league = leagueStartUpPaths(pathname);
  const signedInLikely = hint === 'signed in' || (hint === 'unknown' && league.length > 0);
  return signedInLikely ? [CHECK_SESSION, CURRENT_USER, ...league] : [CHECK_SESSION];
}

/** Asks for this address's start-up answers now; the calls that need them take them (requestEarly). */
export function requestStartUpAnswers(pathname: string): void {
  requestEarly(startUpPaths(pathname, sessionHint()));
}

/**
 * The start-up check found a session: ask for the league page's answers (those already asked for alongside
 * the check are not asked for twice).
 */
export function onSessionFound(pathname: string): void {
  requestEarly(leagueStartUpPaths(pathname));
}
