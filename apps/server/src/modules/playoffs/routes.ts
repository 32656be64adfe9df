import {
  leagueParamsSchema,
  playoffSettingsSchema,
  playoffsResponseSchema,
  seasonQuerySchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as playoffs from './service';

/** The playoffs: the bracket for anyone signed in, the start and the settings for the commissioner. */
export const playoffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/playoffs',
    {
      schema: {
        tags: ['playoffs'],
        summary: "A season's bracket: series, wins, games and the champion (the active season by default)",
        params: leagueParamsSchema,
        querystring: seasonQuerySchema,
        response: { 200: playoffsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => playoffs.getPlayoffs(ctx, request.params.id, request.query.seasonId),
  );

  app.post(
    '/league/:id/playoffs/start',
    {
      schema: {
        tags: ['playoffs'],
        summary: 'Seed the playoffs once the regular season is complete (commissioner)',
        params: leagueParamsSchema,
        response: { 200: playoffsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => playoffs.startPlayoffs(ctx, request.params.id, request.userId),
  );

  app.get(
    '/league/:id/playoffs/settings',
    {
      schema: {
        tags: ['playoffs'],
        summary: "The league's playoff settings",
        params: leagueParamsSchema,
        response: { 200: playoffSettingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => playoffs.getPlayoffSettings(ctx, request.params.id),
  );

  app.put(
    '/league/:id/playoffs/settings',
    {
      schema: {
        tags: ['playoffs'],
        summary: "Set the league's playoff settings for the seasons not yet seeded (commissioner)",
        params: leagueParamsSchema,
        body: playoffSettingsSchema,
        response: { 200: playoffSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => playoffs.setPlayoffSettings(ctx, request.params.id, request.userId, request.body),
  );
};
