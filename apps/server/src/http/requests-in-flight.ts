import type { FastifyInstance } from 'fastify';
import type { RequestsInFlight } from '../lib/requests-in-flight';

/** The live event stream: open for as long as a tab is, never "in flight" (docs/decisions/073). */
const LIVE_STREAM_ROUTE = '/api/events';

/**
 * Counts each read (GET, HEAD) from its arrival until its answer is sent or its client goes. Only reads:
 * on SQLite a write waits for the one writing connection, which a batch of games holds while it waits
 * for the requests in flight, so counting writes would have each wait for the other.
 */
export function registerRequestsInFlight(app: FastifyInstance, requests: RequestsInFlight): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.routeOptions.url === LIVE_STREAM_ROUTE) return;
    requests.enter();
    reply.raw.once('close', () => requests.leave());
  });
}
