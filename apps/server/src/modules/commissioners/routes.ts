import {
  auditPageSchema,
  auditQuerySchema,
  coCommissionersRequestSchema,
  coCommissionersResponseSchema,
  leagueIdParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { getAuditLog } from './audit-log';
import { getCoCommissioners, setCoCommissioners } from './co-commissioners';

/** Co-commissioners and the league's audit log (docs/decisions/060). */
export const commissionerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:leagueId/co-commissioners',
    {
      schema: {
        tags: ['commissioner'],
        summary: "The league's owner and co-commissioners",
        params: leagueIdParamsSchema,
        response: { 200: coCommissionersResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getCoCommissioners(ctx, request.params.leagueId, request.userId),
  );

  app.put(
    '/league/:leagueId/co-commissioners',
    {
      schema: {
        tags: ['commissioner'],
        summary: "Name the league's co-commissioners, GMs of the league (its owner alone)",
        params: leagueIdParamsSchema,
        body: coCommissionersRequestSchema,
        response: { 200: coCommissionersResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      setCoCommissioners(ctx, {
        leagueId: request.params.leagueId,
        userId: request.userId,
        userIds: request.body.userIds,
      }),
  );

  app.get(
    '/league/:leagueId/audit',
    {
      schema: {
        tags: ['commissioner'],
        summary: "Every use of a commissioner power, newest first (the league's GMs and commissioners)",
        params: leagueIdParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      getAuditLog(ctx, {
        leagueId: request.params.leagueId,
        userId: request.userId,
        limit: request.query.limit,
        ...(request.query.before === undefined ? {} : { before: request.query.before }),
      }),
  );
};
