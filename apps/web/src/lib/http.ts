// SPEC §4/§7: the one HTTP client. API base from config, cookies, JSON, 30 s timeout,
// one shared refresh on 401 then one retry, force-logout marker when the refresh fails.

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';
// SPEC §9
export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_AFTER_REFRESH_MS = 20;
/** localStorage key; other tabs see it as a storage event and leave (SPEC §2). */
export const FORCE_LOGOUT_KEY = 'force-logout';
/** The Web Lock one tab holds while it refreshes; the other tabs wait for it instead of racing. */
export const REFRESH_LOCK = 'rinkside-refresh';
/** localStorage key: when some tab last refreshed the session (ms), read by tabs that waited. */
export const LAST_REFRESH_KEY = 'last-refresh';
/** Dispatched on window when this tab's session could not be refreshed. */
export const SESSION_EXPIRED_EVENT = 'rinkside:session-expired';

// SPEC §8 fallbacks
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const FETCH_FAILED_MESSAGE = 'Failed to fetch data';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** Calls that must never trigger a refresh: the auth calls themselves. */
const NO_REFRESH_PATHS = new Set([
  '/auth/login',
  '/auth/refresh',
  '/auth/check-session',
  // A wrong password there is a 401 of its own, not an ended session.
  '/auth/oidc/link',
]);

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  /** The server's short error name, such as 'Email Not Verified'. */
  readonly error: string | undefined;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The whole error answer, for a call whose errors carry data beside the message (parse it with its schema). */
  readonly payload: unknown;

  constructor(
    status: number,
    message: string,
    details: { error?: string; serverMessage?: string; payload?: unknown } = {},
  ) {
    super(message);
    this.status = status;
    this.error = details.error;
    this.serverMessage = details.serverMessage;
    this.payload = details.payload;
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

/**
 * One refresh at a time: concurrent 401s in this tab share one promise, and tabs take turns through
 * a Web Lock where the browser has one (docs/decisions/007).
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= refreshAcrossTabs().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function refreshAcrossTabs(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return postRefresh();
  const askedAt = Date.now();
  return locks.request(REFRESH_LOCK, async () =>
    // Another tab refreshed while this one waited: the cookies it received are this tab's too.
    lastRefreshAt() >= askedAt ? true : postRefresh(),
  );
}

async function postRefresh(): Promise<boolean> {
  try {
    await send('/auth/refresh', { method: 'POST' });
  } catch {
    return false;
  }
  try {
    localStorage.setItem(LAST_REFRESH_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode): other tabs then refresh for themselves.
  }
  return true;
}

function lastRefreshAt(): number {
  try {
    return Number(localStorage.getItem(LAST_REFRESH_KEY) ?? 0);
  } catch {
    return 0;
  }
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

// An answer asked for early is kept this long for its query; an older one is asked for again.
const EARLY_ANSWER_MS = 10_000;
const earlyAnswers = new Map<string, { answer: Promise<unknown>; at: number }>();

/**
 * GETs these paths now, before the code that will ask for them has arrived (a league page's first load);
 * the first apiRequest of each path takes its answer and validates it. A failed early request is forgotten:
 * that call then asks again, with the usual refresh on a 401. A path already asked for, and not yet taken,
 * is not asked for twice.
 */
export function requestEarly(paths: readonly string[]): void {
  for (const path of paths) {
    const pending = earlyAnswers.get(path);
    if (pending && Date.now() - pending.at <= EARLY_ANSWER_MS) continue;
    const answer = send(path, {});
    answer.catch(() => undefined);
    earlyAnswers.set(path, { answer, at: Date.now() });
  }
}

/**
 * Takes answers that arrived with the page itself (the server embeds a league page's, lib/embedded-answers)
 * as answers asked for early: the first apiRequest of each path takes it, validated by its schema, under the
 * same expiry as every early answer; requestEarly does not ask for them again.
 */
export function seedEarlyAnswers(answers: Readonly<Record<string, unknown>>): void {
  const at = Date.now();
  for (const [path, body] of Object.entries(answers))
    earlyAnswers.set(path, { answer: Promise.resolve(body), at });
}

/** Drops every answer asked for early and not yet taken (they belong to the session that asked for them). */
export function clearEarlyAnswers(): void {
  earlyAnswers.clear();
}

/** The early answer of this GET, taken once; none when it was not asked for early or is too old. */
function takeEarlyAnswer(path: string, options: RequestOptions<unknown>): Promise<unknown> | null {
  const early = earlyAnswers.get(path);
  if (!early || (options.method ?? 'GET') !== 'GET' || options.body !== undefined) return null;
  earlyAnswers.delete(path);
  return Date.now() - early.at > EARLY_ANSWER_MS ? null : early.answer;
}

async function fromEarlyAnswer<T>(
  answer: Promise<unknown>,
  { schema }: RequestOptions<T>,
): Promise<{ data: T } | null> {
  try {
    const payload = await answer;
    return { data: schema ? schema.parse(payload) : (payload as T) };
  } catch {
    return null;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  // Checked without waiting: a call with nothing asked for early goes out in the same tick as before.
  const earlyAnswer = takeEarlyAnswer(path, options);
  const early = earlyAnswer && (await fromEarlyAnswer(earlyAnswer, options));
  if (early) return early.data;
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
        payload,
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

/** The `error` and `message` of the server's error answer (apps/server/src/http/errors.ts). */
export function readErrorShape(payload: unknown): { error?: string; message?: string } {
  if (typeof payload !== 'object' || payload === null) return {};
  const { error, message } = payload as Record<string, unknown>;
  return {
    error: typeof error === 'string' ? error : undefined,
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
  };
}
