import {
  leagueTeamParamsSchema,
  qualifyingOfferRequestSchema,
  reSigningOfferRequestSchema,
  reSigningOfferResponseSchema,
  reSigningPlayerSchema,
  reSigningResponseSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { listReSigning, makeReSigningOffer, tenderQualifyingOffer } from './service';

const readErrors = errorResponses(400, 401, 403, 404, 409);
const offerErrors = errorResponses(400, 401, 403, 404, 409);

export const reSigningRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/team/:teamId/re-signing',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "A team's players whose contracts end this season: status at expiry, talks, qualifying offers, extensions (asks and moods for its GM and the commissioner)",
        params: leagueTeamParamsSchema,
        response: { 200: reSigningResponseSchema, ...readErrors },
      },
    },
    async (request) => listReSigning(ctx, request.params.id, request.params.teamId, request.userId),
  );

  app.post(
    '/league/:id/team/:teamId/re-signing',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'Offer an expiring player a contract from next season (cap hit, years); he accepts, counters or breaks off talks',
        params: leagueTeamParamsSchema,
        body: reSigningOfferRequestSchema,
        response: { 200: reSigningOfferResponseSchema, ...offerErrors },
      },
    },
    async (request) =>
      makeReSigningOffer(ctx, request.params.id, request.params.teamId, request.userId, request.body),
  );

  app.post(
    '/league/:id/team/:teamId/qualifying-offers',
    {
      schema: {
        tags: ['contracts'],
        summary: "Tender a restricted player the CBA's qualifying offer, keeping his rights with the team",
        params: leagueTeamParamsSchema,
        body: qualifyingOfferRequestSchema,
        response: { 200: reSigningPlayerSchema, ...offerErrors },
      },
    },
    async (request) =>
      tenderQualifyingOffer(
        ctx,
        request.params.id,
        request.params.teamId,
        request.userId,
        request.body.playerId,
      ),
  );
};
