import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * A signed-in route's rate limit, counted per user (per token for a personal API token's requests): not per access token (a refresh would start
 * a fresh count) nor per address (people behind one address would share it). It runs as a
 * route-level preHandler, which Fastify runs after the `requireUser` preHandler, so the user is known.
 */
export function perUserRateLimit(max: number, timeWindowMs: number): RateLimitOptions {
  return {
    max,
    timeWindow: timeWindowMs,
    hook: 'preHandler',
    // A personal API token has its own count (docs/decisions/088): a bot does not use up its user's.
    keyGenerator: (request: FastifyRequest) =>
      request.apiTokenId
        ? `api-token:${request.apiTokenId}`
        : request.userId
          ? `user:${request.userId}`
          : `address:${request.ip}`,
  };
}
