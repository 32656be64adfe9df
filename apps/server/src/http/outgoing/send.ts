import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Destination } from './destination';

export interface OutgoingRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  /** The whole exchange, connecting to the last byte read, ends by then. */
  timeoutMs: number;
  /** Reading stops (and the connection closes) once this much of the answer has arrived. */
  maxAnswerBytes: number;
}

/**
 * How an exchange went, in categories, never the receiver's words nor the socket's error text (which
 * would name internal addresses and ports). No body is returned: callers have no use for it that is
 * worth showing a stranger's server's answer to the user who gave the URL.
 */
export type OutgoingAnswer =
  | { outcome: 'answered'; statusCode: number; bytesRead: number }
  | { outcome: 'timed-out' }
  | { outcome: 'unreachable' }
  | { outcome: 'insecure' }
  | { outcome: 'broken' };

/**
 * Sends one request to a checked destination: connected to the address that was checked (the `lookup`
 * hands back that address, so the name is not resolved again), with the URL's host in the Host header
 * and TLS server name. Redirects are answers, not followed. A fresh connection each time (`agent: false`):
 * a pooled one would skip the check's address.
 */
export function send(destination: Destination, outgoing: OutgoingRequest): Promise<OutgoingAnswer> {
  const requestOf = destination.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let statusCode: number | null = null;
    let bytesRead = 0;
    let settled = false;
    const answered = (): OutgoingAnswer => ({ outcome: 'answered', statusCode: statusCode ?? 0, bytesRead });
    const finish = (answer: OutgoingAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(answer);
    };
    const request = requestOf(destination.url, {
      method: outgoing.method,
      headers: { ...outgoing.headers, 'content-length': String(Buffer.byteLength(outgoing.body)) },
      agent: false,
      lookup: pinnedLookup(destination),
    });
    const timer = setTimeout(
      () => finish(statusCode === null ? { outcome: 'timed-out' } : answered()),
      outgoing.timeoutMs,
    );
    request.on('response', (response) => {
      statusCode = response.statusCode ?? 0;
      response.on('data', (chunk: Buffer) => {
        bytesRead += chunk.length;
        if (bytesRead >= outgoing.maxAnswerBytes) finish(answered());
      });
      response.on('end', () => finish(answered()));
      response.on('error', () => finish(answered()));
    });
    request.on('error', (error) => finish(statusCode === null ? failureOf(error) : answered()));
    request.end(outgoing.body);
  });
}

/** A lookup that answers the checked address whatever it is asked (both the one-address and `all` forms). */
function pinnedLookup({ address, family }: Destination): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

function failureOf(error: Error & { code?: string }): OutgoingAnswer {
  const code = error.code ?? '';
  if (CONNECT_FAILURES.has(code)) return { outcome: 'unreachable' };
  if (/^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/.test(code)) return { outcome: 'insecure' };
  return { outcome: 'broken' };
}
