import {
  applicationDecisionSchema,
  applicationParamsSchema,
  assignGmRequestSchema,
  commissionerViewSchema,
  leagueIdParamsSchema,
  okSchema,
  renameLeagueRequestSchema,
  teamParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as commish from './service';

const writeErrors = errorResponses(400, 401, 403, 404, 409);

/** Commissioner tools: every route checks on the server that the caller runs the league. */
export const commishRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:leagueId/commish',
    {
      schema: {
        tags: ['commissioner'],
        summary: 'Teams, GMs, open recruitments and their applications',
        params: leagueIdParamsSchema,
        response: { 200: commissionerViewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => commish.getCommissionerView(ctx, request.params.leagueId, request.userId),
  );

  app.put(
    '/league/:leagueId/name',
    {
      schema: {
        tags: ['commissioner'],
        summary: 'Rename the league',
        params: leagueIdParamsSchema,
        body: renameLeagueRequestSchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      await commish.rename(ctx, request.params.leagueId, request.userId, request.body.name);
      return { message: 'League renamed.' };
    },
  );

  app.put(
    '/league/:leagueId/team/:teamId/gm',
    {
      schema: {
        tags: ['commissioner'],
        summary: "Make a user the team's GM",
        params: teamParamsSchema,
        body: assignGmRequestSchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { leagueId, teamId } = request.params;
      await commish.assignGm(ctx, leagueId, teamId, request.userId, request.body.username);
      return { message: `${request.body.username} is now the GM.` };
    },
  );

  app.delete(
    '/league/:leagueId/team/:teamId/gm',
    {
      schema: {
        tags: ['commissioner'],
        summary: "Remove the team's GM",
        params: teamParamsSchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      await commish.removeGm(ctx, request.params.leagueId, request.params.teamId, request.userId);
      return { message: 'GM removed.' };
    },
  );

  app.post(
    '/league/:leagueId/team/:teamId/recruitment',
    {
      schema: {
        tags: ['commissioner'],
        summary: 'Open a recruitment for a team without a GM',
        params: teamParamsSchema,
        response: { 201: okSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await commish.openRecruitment(ctx, request.params.leagueId, request.params.teamId, request.userId);
      return reply.code(201).send({ message: 'Recruitment opened.' });
    },
  );

  app.post(
    '/league/:leagueId/applications/:applicationId',
    {
      schema: {
        tags: ['commissioner'],
        summary: 'Accept or decline an application',
        params: applicationParamsSchema,
        body: applicationDecisionSchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { leagueId, applicationId } = request.params;
      await commish.decide(ctx, leagueId, applicationId, request.userId, request.body.decision);
      return {
        message: request.body.decision === 'accept' ? 'Application accepted.' : 'Application declined.',
      };
    },
  );
};
