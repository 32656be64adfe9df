import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * A signed-in route's rate limit, counted per user: not per access token (a refresh would start
 * a fresh count) nor per address (people behind one address would share it). It runs as a
 * route-level preHandler, which Fastify runs after the `requireUser` preHandler, so the user is known.
 */
export function perUserRateLimit(max: number, timeWindowMs: number): RateLimitOptions {
  return {
    max,
    timeWindow: timeWindowMs,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) =>
      request.userId ? `user:${request.userId}` : `address:${request.ip}`,
  };
}
