import { leagueParamsSchema, recordsQuerySchema, recordsResponseSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { sendJsonWhenReady } from '../../http/send-json';
import { getRecords } from './service';

/** The league's records: what the Records page reads (docs/decisions/089). */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/records',
    {
      schema: {
        tags: ['stats'],
        summary:
          "The league's records of one season, one game or a career (regular season unless gameType=playoff), best first; ties go to the earlier holder",
        params: leagueParamsSchema,
        querystring: recordsQuerySchema,
        response: { 200: recordsResponseSchema, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => sendJsonWhenReady(reply, getRecords(ctx, request.params.id, request.query)),
  );
};
