// What this browser knew of its session when it last looked: a hint, never proof (the cookies are httpOnly
// and only the server can tell). With it, a league page's first load asks for its answers alongside the
// session check instead of after it (docs/decisions/022); a wrong hint costs a few refused requests once.
import { FORCE_LOGOUT_KEY } from './http';

/** localStorage key: when a start-up check last found a session (ms), or 0 when it found none. */
export const SESSION_SEEN_KEY = 'session-seen';

export type SessionHint = 'signed in' | 'signed out' | 'unknown';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(value: string): void {
  try {
    localStorage.setItem(SESSION_SEEN_KEY, value);
  } catch {
    // Storage can be unavailable (private mode): every load then goes by the address alone.
  }
}

export function rememberSession(now = Date.now()): void {
  write(String(now));
}

export function forgetSession(): void {
  write('0');
}

/**
 * Signed in: the last start-up check found a session and no tab has signed out (force-logout marker) since.
 * Signed out: the last check found none, or a sign-out came after it. Unknown: this browser never said.
 */
export function sessionHint(): SessionHint {
  const seen = read(SESSION_SEEN_KEY);
  const signedOutAt = Number(read(FORCE_LOGOUT_KEY) ?? 0) || 0;
  if (seen === null) return signedOutAt > 0 ? 'signed out' : 'unknown';
  const seenAt = Number(seen) || 0;
  return seenAt > 0 && seenAt > signedOutAt ? 'signed in' : 'signed out';
}
