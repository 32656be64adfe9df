import { useEffect } from 'react';
import { useAuth } from '../features/auth/auth-context';
import { forgetSession, rememberSession } from '../lib/session-hint';

/**
 * Keeps the session hint (lib/session-hint) in step with the session: signing in on the login page, out
 * from the avatar menu or by another tab, or a start-up check either way. The next first load of a league
 * page goes by it (docs/decisions/022).
 */
export function SessionHintKeeper() {
  const { loading, isLoggedIn } = useAuth();
  useEffect(() => {
    if (loading) return;
    if (isLoggedIn) rememberSession();
    else forgetSession();
  }, [loading, isLoggedIn]);
  return null;
}
