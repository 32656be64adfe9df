import {
  depthChartResponseSchema,
  draftPicksResponseSchema,
  teamDetailSchema,
  teamParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { requireLeague } from '../leagues/service';
import * as teams from './service';
import { mayUseCommissionerPowers } from '../commissioners/powers';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/team/league/:leagueId/team/:teamId',
    {
      schema: {
        tags: ['teams'],
        summary: 'A team with its players and GM',
        params: teamParamsSchema,
        response: { 200: teamDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      teams.getTeamDetail(ctx, request.params.leagueId, request.params.teamId, request.userId),
  );

  app.get(
    '/team/league/:leagueId/team/:teamId/depth-chart',
    {
      schema: {
        tags: ['teams'],
        summary: "A team's depth chart",
        params: teamParamsSchema,
        response: { 200: depthChartResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { leagueId, teamId } = request.params;
      const league = await requireLeague(ctx, leagueId);
      return teams.getDepthChart(ctx, leagueId, teamId, {
        id: request.userId,
        isCommissioner: await mayUseCommissionerPowers(ctx.database.db, league, request.userId),
      });
    },
  );

  app.get(
    '/team/league/:leagueId/team/:teamId/draft-picks',
    {
      schema: {
        tags: ['teams'],
        summary: 'The draft picks a team owns',
        params: teamParamsSchema,
        response: { 200: draftPicksResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => teams.getDraftPicks(ctx, request.params.leagueId, request.params.teamId),
  );
};
