import { draftSettingsResponseSchema, leagueParamsSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { getDraftSettings, putDraftSettings, resetDraftSettings } from './service';

const readErrors = errorResponses(400, 401, 404);
const settingsErrors = errorResponses(400, 401, 403, 404, 409);

export const draftSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/draft-settings',
    {
      schema: {
        tags: ['draft'],
        summary: "The league's draft rules (rounds, lottery, pick clock, signing window)",
        params: leagueParamsSchema,
        response: { 200: draftSettingsResponseSchema, ...readErrors },
      },
    },
    async (request) => getDraftSettings(ctx, request.params.id, request.userId),
  );

  app.put(
    '/league/:id/draft-settings',
    {
      schema: {
        tags: ['draft'],
        summary: "Change the league's draft rules (commissioner), the whole set at once",
        params: leagueParamsSchema,
        // Checked by the service, so each refusal names the field as the settings screen shows it.
        body: z.unknown(),
        response: { 200: draftSettingsResponseSchema, ...settingsErrors },
      },
    },
    async (request) => putDraftSettings(ctx, request.params.id, request.userId, request.body),
  );

  app.delete(
    '/league/:id/draft-settings',
    {
      schema: {
        tags: ['draft'],
        summary: "Reset the league's draft rules to the NHL's (commissioner)",
        params: leagueParamsSchema,
        response: { 200: draftSettingsResponseSchema, ...settingsErrors },
      },
    },
    async (request) => resetDraftSettings(ctx, request.params.id, request.userId),
  );
};
