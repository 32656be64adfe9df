import { StoredSettingsError } from '@rinkside/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CONCURRENT_CHANGE, type DatabaseErrorKind, databaseErrorKind } from '../db/errors';
import { ClientGone } from './client-gone';
import { redactUrl } from './redact-url';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** An error a person can act on; its message reaches the client as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly error: string = STATUS_NAMES[statusCode] ?? 'Error',
  ) {
    super(message);
  }
}

export const badRequest = (message: string, error?: string) => new HttpError(400, message, error);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message: string, error?: string) => new HttpError(403, message, error);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/**
 * A 400's message names each bad field and why, as sentences a person can act on:
 * 'Password must be at least 8 characters.' or 'receiverId: Invalid input: expected number'.
 */
function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is invalid';
    const field = path.split('.').at(-1) ?? '';
    const named = field !== '' && message.toLowerCase().replaceAll(' ', '').includes(field.toLowerCase());
    return path && !named ? `${path}: ${message}` : message;
  });
  if (issues.length === 0) return `The ${error.validationContext ?? 'request'} is not valid.`;
  return issues.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
}

/**
 * What a request the database refused gets, when no service caught the error to say more precisely
 * why: the request was at fault (a value PostgreSQL cannot hold, a duplicate), so a 4xx, not a 500;
 * or the database was too busy to answer in time (a statement past its timeout), so a 503 to retry.
 */
const DATABASE_REFUSALS: Record<DatabaseErrorKind, HttpError> = {
  'out-of-range': badRequest('A number in the request is not valid: it is too large to be an id or a count.'),
  'invalid-text': badRequest(
    'A value in the request is not valid: text with a NUL character, or text where a number belongs.',
  ),
  'unique-violation': conflict(
    'That already exists, or someone else changed the same thing just now. Reload and try again.',
  ),
  'statement-cancelled': new HttpError(
    503,
    'The database took too long to answer and stopped. Please try again in a moment.',
  ),
  'concurrent-change': conflict(CONCURRENT_CHANGE),
};

/** One error shape for every failure, `{ error, message }`, and never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.error, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply
        .code(400)
        .send({ error: 'Bad Request', message: describeValidation(error as FastifyError) });
    }
    if (error instanceof StoredSettingsError) {
      // The league's stored data, not the request, is at fault; its commissioner can put it right.
      request.log.warn({ area: error.area, problems: error.problems }, 'league settings do not read');
      return reply.code(409).send({ error: 'Conflict', message: error.message });
    }
    if (error instanceof ClientGone) {
      // The connection is closed: no response finishes, so no 'request' line is logged; this one is.
      request.log.info(
        { method: request.method, url: redactUrl(request.url), ms: Math.round(reply.elapsedTime) },
        'request abandoned by its client',
      );
      return reply.code(499).send({ error: 'Client Closed Request', message: error.message });
    }
    const kind = databaseErrorKind(error);
    if (kind) {
      const refusal = DATABASE_REFUSALS[kind];
      // The request's fault, not the server's: one line with the driver's code, no stack trace.
      request.log.warn(
        { code: (error as { code?: unknown }).code, kind },
        kind === 'statement-cancelled' ? 'database cancelled a statement' : 'database refused the request',
      );
      return reply.code(refusal.statusCode).send({ error: refusal.error, message: refusal.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? 'The request is too large.' : error.message;
      return reply.code(status).send({ error: STATUS_NAMES[status] ?? 'Error', message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
