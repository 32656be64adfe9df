import {
  leagueClockSchema,
  leagueIdParamsSchema,
  leagueParamsSchema,
  seasonDatesRequestSchema,
  simulateRequestSchema,
  simulateResponseSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as clock from './service';
import { simulateLeague } from './simulate-league';

/** The league clock: "now" in a league, and the days its season's games may be on. */
export const leagueClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/clock',
    {
      schema: {
        tags: ['league clock'],
        summary: "The league day, its time zone and the active season's phase",
        params: leagueParamsSchema,
        response: { 200: leagueClockSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => clock.getClock(ctx, request.params.id),
  );

  app.put(
    '/league/:id/season/dates',
    {
      schema: {
        tags: ['league clock'],
        summary: "Set the days the active season's games may be on (commissioner)",
        params: leagueParamsSchema,
        body: seasonDatesRequestSchema,
        response: { 200: leagueClockSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => clock.setSeasonDates(ctx, request.params.id, request.userId, request.body),
  );

  app.post(
    '/simulation/league/:leagueId/simulate',
    {
      schema: {
        tags: ['games'],
        summary: 'Simulate the next batch of games up to a day, or to the end of the season (commissioner)',
        params: leagueIdParamsSchema,
        body: simulateRequestSchema,
        response: { 200: simulateResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => simulateLeague(ctx, request.params.leagueId, request.userId, request.body.until),
  );
};
