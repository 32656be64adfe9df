// Whether this browser was signed in when it last looked: a hint, never proof (the cookies are httpOnly and
// only the server can tell). With it, a league page's first load asks for its answers alongside the
// session check instead of after it (docs/decisions/022); a wrong hint costs a few refused requests once.
import { FORCE_LOGOUT_KEY } from './http';

/** localStorage key: when a start-up check last found a session (ms). */
export const SESSION_SEEN_KEY = 'session-seen';

function read(key: string): number {
  try {
    return Number(localStorage.getItem(key) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function rememberSession(now = Date.now()): void {
  try {
    localStorage.setItem(SESSION_SEEN_KEY, String(now));
  } catch {
    // Storage can be unavailable (private mode): every load then checks the session first.
  }
}

export function forgetSession(): void {
  try {
    localStorage.removeItem(SESSION_SEEN_KEY);
  } catch {
    // As above.
  }
}

/** A session was found at the last start-up, and no tab has signed out (force-logout marker) since. */
export function sessionLikely(): boolean {
  const seen = read(SESSION_SEEN_KEY);
  return seen > 0 && seen > read(FORCE_LOGOUT_KEY);
}
