import { leagueParamsSchema, tradeSettingsResponseSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { getTradeSettings, putTradeSettings, resetTradeSettings } from './service';

const readErrors = errorResponses(400, 401, 404);
const settingsErrors = errorResponses(400, 401, 403, 404, 409);

export const tradeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/trade-settings',
    {
      schema: {
        tags: ['trades'],
        summary: "The league's trade rules (review, expiry, deadline, limits) and this season's deadline",
        params: leagueParamsSchema,
        response: { 200: tradeSettingsResponseSchema, ...readErrors },
      },
    },
    async (request) => getTradeSettings(ctx, request.params.id, request.userId),
  );

  app.put(
    '/league/:id/trade-settings',
    {
      schema: {
        tags: ['trades'],
        summary: "Change the league's trade rules (commissioner), the whole set at once",
        params: leagueParamsSchema,
        // Checked by the service, so each refusal names the field as the settings screen shows it.
        body: z.unknown(),
        response: { 200: tradeSettingsResponseSchema, ...settingsErrors },
      },
    },
    async (request) => putTradeSettings(ctx, request.params.id, request.userId, request.body),
  );

  app.delete(
    '/league/:id/trade-settings',
    {
      schema: {
        tags: ['trades'],
        summary: "Reset the league's trade rules to the defaults (commissioner)",
        params: leagueParamsSchema,
        response: { 200: tradeSettingsResponseSchema, ...settingsErrors },
      },
    },
    async (request) => resetTradeSettings(ctx, request.params.id, request.userId),
  );
};
