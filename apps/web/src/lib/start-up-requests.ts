// What every first load asks the API for before its code has rendered anything (lib/http requestEarly).
import { requestEarly } from './http';
import { leagueStartUpPaths } from './league-paths';
import { forgetSession, rememberSession, sessionLikely } from './session-hint';

const CHECK_SESSION = '/auth/check-session';
const CURRENT_USER = '/db/users/get';

/**
 * The session check always; when this browser was signed in last time, the current user and a league
 * page's answers too, at once rather than one round trip after the check: on a phone's latency that trip
 * is a good part of the league home's first paint. Signed out, nothing else: a visitor's requests would
 * only be refused (docs/decisions/022).
 */
export function startUpPaths(pathname: string, signedInBefore: boolean): string[] {
  return signedInBefore ? [CHECK_SESSION, CURRENT_USER, ...leagueStartUpPaths(pathname)] : [CHECK_SESSION];
}

/** Asks for this address's start-up answers now; the calls that need them take them (requestEarly). */
export function requestStartUpAnswers(pathname: string): void {
  const answers = requestEarly(startUpPaths(pathname, sessionLikely()));
  answers.get(CHECK_SESSION)?.then(
    (answer) => {
      if ((answer as { loggedIn?: unknown } | undefined)?.loggedIn !== true) forgetSession();
    },
    () => undefined,
  );
}

/**
 * The start-up check found a session: remember it for the next load, and ask for the league page's
 * answers (already asked for when the hint was there: not asked twice).
 */
export function onSessionFound(pathname: string): void {
  rememberSession();
  requestEarly(leagueStartUpPaths(pathname));
}
