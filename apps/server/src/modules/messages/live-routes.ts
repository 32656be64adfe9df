import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';

const KEEPALIVE_MS = 25_000;

/** Server-sent events: new messages and read receipts for the signed-in user, as they happen. */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const open = new Set<ServerResponse>();
  // Streams never go idle: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    {
      preHandler: app.requireUser,
      schema: { tags: ['messages'], summary: 'Live events stream (text/event-stream)' },
    },
    async (request, reply) => {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');
      open.add(raw);
      const unsubscribe = app.ctx.events.subscribe(request.userId, (event) => {
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const keepalive = setInterval(() => raw.write(': keepalive\n\n'), KEEPALIVE_MS);
      request.raw.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
        open.delete(raw);
      });
    },
  );
};
