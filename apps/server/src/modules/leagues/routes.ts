import {
  activeSeasonSchema,
  createLeagueRequestSchema,
  createLeagueResponseSchema,
  leagueDetailSchema,
  leagueIdParamsSchema,
  leagueParamsSchema,
  leagueVisibilityRequestSchema,
  leagueVisibilityResponseSchema,
  userLeaguesResponseSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { createLeague } from './create-league';
import * as leagues from './service';
import { setLeagueVisibility } from './visibility';

export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.post(
    '/league/create',
    {
      bodyLimit: 4 * 1024 * 1024,
      // Ten a minute for each user, not for everyone behind one address.
      config: { rateLimit: perUserRateLimit(10, 60_000) },
      schema: {
        tags: ['leagues'],
        summary: 'Create a league; the caller becomes its commissioner',
        body: createLeagueRequestSchema,
        response: { 201: createLeagueResponseSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const { id, notes } = await createLeague(ctx, request.userId, request.body);
      return reply.code(201).send({ id, name: request.body.name, notes });
    },
  );

  app.get(
    '/league/user',
    {
      schema: {
        tags: ['leagues'],
        summary: "The signed-in user's leagues (as commissioner or GM)",
        response: { 200: userLeaguesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => leagues.listUserLeagues(ctx, request.userId),
  );

  app.get(
    '/league/:id',
    {
      schema: {
        tags: ['leagues'],
        summary: 'A league with its teams and their GMs',
        params: leagueParamsSchema,
        response: { 200: leagueDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => leagues.getLeagueDetail(ctx, request.params.id, request.userId),
  );

  app.get(
    '/league/:leagueId/active-season',
    {
      schema: {
        tags: ['leagues'],
        summary: "The league's active season and its teams",
        params: leagueIdParamsSchema,
        response: { 200: activeSeasonSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => leagues.getActiveSeason(ctx, request.params.leagueId),
  );

  app.put(
    '/league/:leagueId/settings/visibility',
    {
      schema: {
        tags: ['leagues'],
        summary:
          "Who may read the league: every signed-in user ('public') or its members ('members'); commissioner",
        params: leagueIdParamsSchema,
        body: leagueVisibilityRequestSchema,
        response: { 200: leagueVisibilityResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setLeagueVisibility(ctx, {
        leagueId: request.params.leagueId,
        userId: request.userId,
        visibility: request.body.visibility,
      }),
  );
};
