import { applicationSchema, applyParamsSchema, okSchema, recruitmentSchema } from '@rinkside/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as recruitments from './service';

export const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/user/recruitments',
    {
      schema: {
        tags: ['recruitments'],
        summary: 'Open recruitments: teams looking for a GM, in leagues where the caller runs no team',
        response: { 200: z.array(recruitmentSchema), ...errorResponses(401) },
      },
    },
    async (request) => recruitments.listOpenRecruitments(ctx, request.userId),
  );

  app.get(
    '/user/applications',
    {
      schema: {
        tags: ['recruitments'],
        summary: "The caller's applications",
        response: { 200: z.array(applicationSchema), ...errorResponses(401) },
      },
    },
    async (request) => recruitments.listApplications(ctx, request.userId),
  );

  app.post(
    '/user/league/:leagueId/team/:teamId/:recruitmentId/apply',
    {
      // Open to those a members-only league recruits, not only to its members (docs/decisions/059).
      config: { rateLimit: { max: 30, timeWindow: 60_000 }, leagueAccess: 'recruitment' },
      schema: {
        tags: ['recruitments'],
        summary: 'Apply to be the GM of a team',
        params: applyParamsSchema,
        response: { 201: okSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await recruitments.apply(ctx, request.userId, request.params);
      return reply.code(201).send({ message: 'Application sent. The commissioner will review it.' });
    },
  );
};
