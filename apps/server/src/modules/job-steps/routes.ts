import {
  failedJobStepsResponseSchema,
  jobStepRetryRequestSchema,
  jobStepRetryResponseSchema,
  leagueParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { listFailedSteps, retryFailedStep } from './service';

/** A league's failed job steps and their retry, for its commissioner (docs/decisions/066). */
export const jobStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/jobs/failed',
    {
      schema: {
        tags: ['jobs'],
        summary:
          "The league's job steps that failed, waiting or set aside, each with its last error (commissioner)",
        params: leagueParamsSchema,
        response: { 200: failedJobStepsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ steps: await listFailedSteps(ctx, request.params.id, request.userId) }),
  );

  app.post(
    '/league/:id/jobs/retry',
    {
      schema: {
        tags: ['jobs'],
        summary: "Runs a failed step of the league's jobs again, at once (commissioner)",
        params: leagueParamsSchema,
        body: jobStepRetryRequestSchema,
        response: { 200: jobStepRetryResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      retryFailedStep(ctx, { leagueId: request.params.id, kind: request.body.kind, userId: request.userId }),
  );
};
