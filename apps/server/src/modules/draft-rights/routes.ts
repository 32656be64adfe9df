import {
  draftRightsResponseSchema,
  entryLevelSigningResponseSchema,
  idSchema,
  leagueParamsSchema,
  leagueTeamParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { listDraftRights, signEntryLevel } from './service';

const playerParams = leagueParamsSchema.extend({ playerId: idSchema });

export const draftRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/team/:teamId/draft-rights',
    {
      schema: {
        tags: ['draft'],
        summary:
          "A team's drafted players, unsigned: their draft, when the rights end, the contract they would sign",
        params: leagueTeamParamsSchema,
        response: { 200: draftRightsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listDraftRights(ctx, request.params.id, request.params.teamId),
  );

  app.post(
    '/league/:id/players/:playerId/sign-entry-level',
    {
      schema: {
        tags: ['draft'],
        summary: 'Sign a drafted player to his entry-level contract (his GM, or the commissioner)',
        params: playerParams,
        response: { 200: entryLevelSigningResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => signEntryLevel(ctx, request.params.id, request.params.playerId, request.userId),
  );
};
