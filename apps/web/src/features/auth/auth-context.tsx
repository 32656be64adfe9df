import type { LoginRequest, User } from '@rinkside/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ApiRequestError, FORCE_LOGOUT_KEY, SESSION_EXPIRED_EVENT, errorMessage } from '../../lib/http';
import { checkSession } from './api/check-session';
import { getCurrentUser } from './api/get-current-user';
import { login as postLogin } from './api/login';
import { logout as postLogout } from './api/logout';
import { notifyInfo } from '../../lib/notify';

// SPEC §8
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
export const LOGOUT_FAILED_MESSAGE = 'Logout failed, but session cleared locally';

export interface AuthError {
  message: string;
  /** The server's error name, e.g. 'Email Not Verified'. */
  code?: string;
}

/** SPEC §4: user, isLoggedIn, loading (starts true: the session is unknown), error. */
export interface AuthState {
  user: User | null;
  isLoggedIn: boolean;
  loading: boolean;
  error: AuthError | null;
}

export interface AuthContextValue extends AuthState {
  login(credentials: LoginRequest): Promise<boolean>;
  /**
   * Resolves false when the server call failed (the session is cleared locally anyway).
   * `then` runs in the same render as the sign-out, so a navigation in it wins over the
   * signed-out route table's own redirect.
   */
  logout(then?: () => void): Promise<boolean>;
  /** Forget the session in this tab only, e.g. when another tab signed out. */
  clearSession(then?: () => void): void;
  clearError(): void;
}

const signedOut: AuthState = { user: null, isLoggedIn: false, loading: false, error: null };

export const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** Runs once, as soon as the start-up check finds a session (before the user is loaded). */
  onSessionFound?: () => void;
}

export function AuthProvider({ children, onSessionFound }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ ...signedOut, loading: true });
  const onSessionFoundRef = useRef(onSessionFound);

  // Session check at start: ask the server, load the user if signed in, else stay signed out silently.
  useEffect(() => {
    let cancelled = false;
    checkSession()
      .then((loggedIn) => {
        if (!loggedIn) return null;
        if (!cancelled) onSessionFoundRef.current?.();
        return getCurrentUser();
      })
      .then(
        (user) => !cancelled && setState(user ? { ...signedOut, user, isLoggedIn: true } : signedOut),
        () => !cancelled && setState(signedOut),
      );
    return () => {
      cancelled = true;
    };
  }, []);

  const endSession = useCallback(
    (error: AuthError | null, then?: () => void) => {
      queryClient.clear();
      startTransition(() => {
        setState({ ...signedOut, error });
        then?.();
      });
    },
    [queryClient],
  );

  const clearSession = useCallback((then?: () => void) => endSession(null, then), [endSession]);

  // The HTTP client could not refresh this tab's session.
  useEffect(() => {
    const onExpired = () => {
      clearSession();
      notifyInfo('Your session has ended. Please log in again.', 'Signed out');
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [clearSession]);

  const login = useCallback(async (credentials: LoginRequest) => {
    try {
      await postLogin(credentials);
      const user = await getCurrentUser();
      setState({ ...signedOut, user, isLoggedIn: true });
      return true;
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.error : undefined;
      setState({ ...signedOut, error: { message: errorMessage(error, LOGIN_FAILED_MESSAGE), code } });
      return false;
    }
  }, []);

  const logout = useCallback(
    async (then?: () => void) => {
      let ok = true;
      try {
        await postLogout();
        // Other tabs see this as a storage event and leave (SPEC §2).
        localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
      } catch {
        ok = false;
      }
      endSession(ok ? null : { message: LOGOUT_FAILED_MESSAGE }, then);
      return ok;
    },
    [endSession],
  );

  const clearError = useCallback(() => setState((s) => (s.error ? { ...s, error: null } : s)), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, clearSession, clearError }),
    [state, login, logout, clearSession, clearError],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
