import {
  advanceRequestSchema,
  advanceResponseSchema,
  leagueClockSchema,
  leagueParamsSchema,
  seasonDatesRequestSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as clock from './service';

/** The league clock: "now" in a league, and the commissioner's simulate-ahead. */
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

  app.post(
    '/league/:id/advance',
    {
      schema: {
        tags: ['league clock'],
        summary:
          'Play every game up to a day, a week, a date, the end of the regular season, of a playoff round or of the phase (commissioner)',
        params: leagueParamsSchema,
        body: advanceRequestSchema,
        response: { 200: advanceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => clock.advance(ctx, request.params.id, request.userId, request.body),
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
};
