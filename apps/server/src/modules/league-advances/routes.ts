import {
  advanceJobSchema,
  advanceParamsSchema,
  advanceRequestSchema,
  latestAdvanceSchema,
  leagueParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as advances from './service';

/** League advances: the commissioner's simulate-ahead, run as a job the league follows (docs/decisions/067). */
export const leagueAdvanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.post(
    '/league/:id/advance',
    {
      schema: {
        tags: ['league clock'],
        summary:
          'Start playing every game up to a day, a week, a date, the end of the regular season, of a playoff round or of the phase (commissioner); answers 202 with the advance, which runs on',
        params: leagueParamsSchema,
        body: advanceRequestSchema,
        response: { 202: advanceJobSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const job = await advances.startAdvance(ctx, {
        leagueId: id,
        userId: request.userId,
        request: request.body,
        log: request.log,
      });
      return reply.code(202).header('location', `/api/league/${id}/advances/${job.id}`).send(job);
    },
  );

  app.get(
    '/league/:id/advances/latest',
    {
      schema: {
        tags: ['league clock'],
        summary: "The league's running advance, else its last one",
        params: leagueParamsSchema,
        response: { 200: latestAdvanceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ advance: await advances.getLatestAdvance(ctx, request.params.id) }),
  );

  app.post(
    '/league/:id/advances/:advanceId/stop',
    {
      schema: {
        tags: ['league clock'],
        summary:
          'Stop a running advance after the batch of games under way (commissioner): it ends done, with the clock on its last game',
        params: advanceParamsSchema,
        response: { 202: advanceJobSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        await advances.stopAdvance(ctx, {
          leagueId: request.params.id,
          advanceId: request.params.advanceId,
          userId: request.userId,
        }),
      ),
  );

  app.get(
    '/league/:id/advances/:advanceId',
    {
      schema: {
        tags: ['league clock'],
        summary: 'One advance: its progress, and its result or why it failed once it ended',
        params: advanceParamsSchema,
        response: { 200: advanceJobSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => advances.getAdvance(ctx, request.params.id, request.params.advanceId),
  );
};
