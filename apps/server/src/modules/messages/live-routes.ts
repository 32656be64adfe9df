import type { FastifyPluginAsync } from 'fastify';
import { unauthorized } from '../../http/errors';
import { accessCookie } from '../auth/cookies';
import { leagueEventFilter } from './league-event-filter';
import { LiveStream, StreamsByUser } from './live-stream';

/**
 * Server-sent events: new messages and read receipts for the signed-in user, as they happen. A
 * stream lives as long as the access token and the sign-in it was opened with (docs/decisions/007).
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const { auth, ctx } = app;
  // Per process: with several processes a user may hold this many on each.
  const open = new StreamsByUser(ctx.config.EVENT_STREAMS_PER_USER);
  // Streams never go idle: end them before the server waits for its connections to close.
  app.addHook('preClose', async () => {
    for (const stream of open.all()) stream.end();
  });

  app.get(
    '/events',
    {
      preHandler: app.requireUser,
      schema: { tags: ['messages'], summary: 'Live events stream (text/event-stream)' },
    },
    async (request, reply) => {
      const claims = await auth.accessTokens.verify(accessCookie(request));
      if (!claims) throw unauthorized();
      // An access token outlives a sign-out by up to its lifetime; it must not reopen the stream.
      if (claims.family && !(await auth.isSessionActive(claims.family))) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      reply.hijack();
      const stream = new LiveStream(reply.raw, claims, ctx.now);
      stream.open();
      open.add(stream);
      const unsubscribe = ctx.events.subscribe(claims.userId, {
        onEvent: leagueEventFilter(ctx.database.db, claims.userId, (event) => stream.send(event)),
        onSessionEnded: (family, reason) => {
          if (family === claims.family) stream.end(reason);
        },
        onGap: () => stream.end(),
      });
      reply.raw.on('close', () => {
        stream.closed();
        unsubscribe();
        open.remove(stream);
      });
    },
  );
};
