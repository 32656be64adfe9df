// A server-sent events client that stays connected: the browser reconnects by itself after a
// dropped connection; when it gives up (the server refused the stream, e.g. an expired access
// cookie gives 401), the session is refreshed and the stream re-opened with a growing delay.
// The server also ends a stream on purpose and says why (`session-end`, docs/decisions/007).
import { streamEndSchema } from '@rinkside/domain';
import { refreshSession } from './http';

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export interface EventStreamOptions {
  url: string;
  /** The `event:` names to listen for. */
  events: readonly string[];
  onEvent: (type: string, data: unknown) => void;
  /** Every time the stream is (re)connected: events may have been missed while it was down. */
  onOpen?: () => void;
}

/** Opens the stream; returns the function that closes it for good. */
export function openEventStream({ url, events, onEvent, onOpen }: EventStreamOptions): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const handle = (event: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      console.warn(`Ignored a malformed '${event.type}' event`);
      return;
    }
    onEvent(event.type, data);
  };

  const stop = () => {
    source?.close();
    source = null;
  };

  // Expired: the access token ran out, so refresh and come straight back. Signed out, revoked or
  // replaced by a newer stream: the session (or this tab's place) is gone; coming back would only
  // be refused or push another tab out. The app learns of an ended session from its next call.
  const handleEnd = (event: MessageEvent<string>) => {
    stop();
    let reason: string | undefined;
    try {
      reason = streamEndSchema.parse(JSON.parse(event.data)).reason;
    } catch {
      console.warn('Ignored a malformed session-end event');
    }
    if (reason === 'expired') void refreshSession().then((refreshed) => refreshed && connect());
  };

  const connect = () => {
    if (closed) return;
    source = new EventSource(url, { withCredentials: true });
    for (const name of events) source.addEventListener(name, handle);
    source.addEventListener('session-end', handleEnd);
    source.onopen = () => {
      failures = 0;
      onOpen?.();
    };
    source.onerror = () => {
      // CONNECTING: the browser is already retrying. CLOSED: it gave up, so we take over.
      if (!source || source.readyState !== EventSource.CLOSED) return;
      stop();
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** failures);
      failures += 1;
      timer = setTimeout(() => void refreshSession().then(connect), delay);
    };
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    stop();
  };
}
