import {
  historyResponseSchema,
  lastSummerResponseSchema,
  leagueParamsSchema,
  playerParamsSchema,
  rolloverResponseSchema,
  seasonsResponseSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { getHistory, getLastSummer, listSeasons } from './history';
import { startNextSeason } from './rollover';

/** Seasons: the rollover to the next one, the list of them, the league's history, a player's summer. */
export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.post(
    '/league/:id/season/next',
    {
      schema: {
        tags: ['seasons'],
        summary: 'Start the next season from the offseason: players age, retire and progress (commissioner)',
        params: leagueParamsSchema,
        response: { 200: rolloverResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => startNextSeason(ctx, request.params.id, request.userId),
  );

  app.get(
    '/league/:id/seasons',
    {
      schema: {
        tags: ['seasons'],
        summary: "The league's seasons, the newest first",
        params: leagueParamsSchema,
        response: { 200: seasonsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listSeasons(ctx, request.params.id),
  );

  app.get(
    '/league/:id/history',
    {
      schema: {
        tags: ['seasons'],
        summary: "Each season's champion, finalist, best record and award winners",
        params: leagueParamsSchema,
        response: { 200: historyResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getHistory(ctx, request.params.id),
  );

  app.get(
    '/league/:leagueId/player/:playerId/progression',
    {
      schema: {
        tags: ['seasons'],
        summary: "A player's last summer: his overall's change and why (age, potential, luck)",
        params: playerParamsSchema,
        response: { 200: lastSummerResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getLastSummer(ctx, request.params.leagueId, request.params.playerId),
  );
};
