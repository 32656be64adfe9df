import {
  boardLeagueParamsSchema,
  boardLinkConflictSchema,
  boardReferencesQuerySchema,
  boardReferencesSchema,
  boardThreadSchema,
  newsBoardParamsSchema,
  tradeBoardParamsSchema,
  tradeBoardThreadsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { openNewsThread } from './news-threads';
import { boardReferenceCards } from './references';
import { AlreadyAnnounced, announceTrade, openTradeTalk, tradeBoardThreads } from './trade-threads';

const tags = ['board'];

/**
 * The board linked to the league (docs/decisions/090): a trade proposal's private discussion, a completed
 * trade's announcement, a thread per news item, and live cards for the references in posts.
 */
export const boardLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/trades/:tradeId/thread',
    {
      schema: {
        tags,
        summary:
          "A trade's threads on the board the viewer reads (its parties' discussion, its announcement) and what the viewer may open",
        params: tradeBoardParamsSchema,
        response: { 200: tradeBoardThreadsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      tradeBoardThreads(ctx, {
        leagueId: request.params.id,
        tradeId: request.params.tradeId,
        userId: request.userId,
      }),
  );

  app.post(
    '/league/:id/trades/:tradeId/thread',
    {
      schema: {
        tags,
        summary:
          "Open the trade proposal's discussion (201), or get it when open (200): private to the GMs of its teams and the commissioners",
        params: tradeBoardParamsSchema,
        response: {
          200: boardThreadSchema,
          201: boardThreadSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { thread, created } = await openTradeTalk(ctx, {
        leagueId: request.params.id,
        tradeId: request.params.tradeId,
        userId: request.userId,
      });
      return reply.code(created ? 201 : 200).send(thread);
    },
  );

  app.post(
    '/league/:id/trades/:tradeId/announcement',
    {
      schema: {
        tags,
        summary:
          'Announce a completed trade in General, once: who got what, from the trade (a party GM or a commissioner; 409 with the thread when already announced)',
        params: tradeBoardParamsSchema,
        response: {
          201: boardThreadSchema,
          409: boardLinkConflictSchema.or(boardLinkConflictSchema.omit({ thread: true })),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      try {
        const thread = await announceTrade(ctx, {
          leagueId: request.params.id,
          tradeId: request.params.tradeId,
          userId: request.userId,
        });
        return await reply.code(201).send(thread);
      } catch (error) {
        if (!(error instanceof AlreadyAnnounced)) throw error;
        return reply.code(409).send({ error: 'Conflict', message: error.message, thread: error.thread });
      }
    },
  );

  app.post(
    '/league/:id/news/:newsId/thread',
    {
      schema: {
        tags,
        summary: "Open the news item's thread in General (201), or get it when open (200)",
        params: newsBoardParamsSchema,
        response: {
          200: boardThreadSchema,
          201: boardThreadSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { thread, created } = await openNewsThread(ctx, {
        leagueId: request.params.id,
        newsId: request.params.newsId,
        userId: request.userId,
      });
      return reply.code(created ? 201 : 200).send(thread);
    },
  );

  app.get(
    '/league/:leagueId/board/references',
    {
      schema: {
        tags,
        summary:
          'Live cards of referenced trades, games and players (?keys=trade-12,game-4,player-9); none for what is missing or hidden',
        params: boardLeagueParamsSchema,
        querystring: boardReferencesQuerySchema,
        response: { 200: boardReferencesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) =>
      boardReferenceCards(ctx, {
        leagueId: request.params.leagueId,
        userId: request.userId,
        keys: request.query.keys,
      }),
  );
};
