// SPEC §4/§7: the one HTTP client. API base from config, cookies, JSON, 30 s timeout,
// one shared refresh on 401 then one retry, force-logout marker when the refresh fails.

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';
// SPEC §9
export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_AFTER_REFRESH_MS = 20;
/** localStorage key; other tabs see it as a storage event and leave (SPEC §2). */
export const FORCE_LOGOUT_KEY = 'force-logout';
/** Dispatched on window when this tab's session could not be refreshed. */
export const SESSION_EXPIRED_EVENT = 'rinkside:session-expired';

// SPEC §8 fallbacks
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const FETCH_FAILED_MESSAGE = 'Failed to fetch data';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** Calls that must never trigger a refresh: the auth calls themselves. */
const NO_REFRESH_PATHS = new Set(['/auth/login', '/auth/refresh', '/auth/check-session']);

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  /** The server's short error name, such as 'Email Not Verified'. */
  readonly error: string | undefined;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, details: { error?: string; serverMessage?: string } = {}) {
    super(message);
    this.status = status;
    this.error = details.error;
    this.serverMessage = details.serverMessage;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The text to show a person for a failed call: the server's message, else the network text, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.isNetworkError) return error.message;
  }
  return fallback;
}

/** Anything with zod's parse: the domain schemas. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s share the same promise. */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= send('/auth/refresh', { method: 'POST' })
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

export function markForceLogout(): void {
  try {
    localStorage.setItem(FORCE_LOGOUT_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); the event below still signs this tab out.
  }
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await send(path, options);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401 || NO_REFRESH_PATHS.has(path))
      throw error;
    const refreshed = await refreshSession();
    if (!refreshed) {
      markForceLogout();
      throw error;
    }
    await wait(RETRY_AFTER_REFRESH_MS);
    return send(path, options);
  }
}

async function send<T>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  signal?.addEventListener('abort', onOuterAbort);

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onOuterAbort);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const { error, message } = readErrorShape(payload);
    return Promise.reject(
      new ApiRequestError(response.status, message ?? FETCH_FAILED_MESSAGE, {
        error,
        serverMessage: message,
      }),
    );
  }
  return schema ? schema.parse(payload) : (payload as T);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function readErrorShape(payload: unknown): { error?: string; message?: string } {
  if (typeof payload !== 'object' || payload === null) return {};
  const { error, message } = payload as Record<string, unknown>;
  return {
    error: typeof error === 'string' ? error : undefined,
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
  };
}
