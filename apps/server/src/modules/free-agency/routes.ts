import {
  contractOfferParamsSchema,
  contractOfferRequestSchema,
  contractOfferSchema,
  contractOffersQuerySchema,
  contractOffersResponseSchema,
  freeAgentsResponseSchema,
  leagueParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { listFreeAgents } from './free-agents';
import { listOffers, makeOffer, withdrawOffer } from './offers';

const readErrors = errorResponses(400, 401, 403, 404, 409);
const offerErrors = errorResponses(400, 401, 403, 404, 409);

export const freeAgencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/free-agents',
    {
      schema: {
        tags: ['free agency'],
        summary:
          "The league's free agents with what each asks, where free agency stands, and the viewer's cap space",
        params: leagueParamsSchema,
        response: { 200: freeAgentsResponseSchema, ...readErrors },
      },
    },
    async (request) => listFreeAgents(ctx, request.params.id, request.userId),
  );

  app.post(
    '/league/:id/contract-offers',
    {
      schema: {
        tags: ['free agency'],
        summary:
          'Offer a free agent a contract (cap hit, seasons) for a team; he decides at the end of the round or after the decision period',
        params: leagueParamsSchema,
        body: contractOfferRequestSchema,
        response: { 201: contractOfferSchema, ...offerErrors },
      },
    },
    async (request, reply) => {
      const offer = await makeOffer(ctx, request.params.id, request.userId, request.body);
      return reply.code(201).send(offer);
    },
  );

  app.get(
    '/league/:id/contract-offers',
    {
      schema: {
        tags: ['free agency'],
        summary: "Contract offers: a GM's team's, or for the commissioner every team's (or one with teamId)",
        params: leagueParamsSchema,
        querystring: contractOffersQuerySchema,
        response: { 200: contractOffersResponseSchema, ...readErrors },
      },
    },
    async (request) => listOffers(ctx, request.params.id, request.userId, request.query),
  );

  app.delete(
    '/league/:id/contract-offers/:offerId',
    {
      schema: {
        tags: ['free agency'],
        summary: 'Withdraw an open contract offer',
        params: contractOfferParamsSchema,
        response: { 200: contractOfferSchema, ...offerErrors },
      },
    },
    async (request) => withdrawOffer(ctx, request.params.id, request.params.offerId, request.userId),
  );
};
