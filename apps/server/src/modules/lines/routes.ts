import {
  goaliePlanResponseSchema,
  lineupResponseSchema,
  lineupSchema,
  okSchema,
  saveDepthChartRequestSchema,
  saveGoaliePlanRequestSchema,
  saveLineupRequestSchema,
  teamParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { getGoaliePlan, saveGoaliePlan } from './goalie-plan';
import * as lines from './service';

const writeErrors = errorResponses(400, 401, 403, 404);

export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/user/league/:leagueId/team/:teamId/lineup',
    {
      schema: {
        tags: ['lines'],
        summary: "A team's saved lineup (SPEC §3 slots)",
        params: teamParamsSchema,
        response: { 200: lineupResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => lines.getLineup(ctx, request.params.leagueId, request.params.teamId, request.userId),
  );

  app.get(
    '/user/league/:leagueId/team/:teamId/auto-lineup',
    {
      schema: {
        tags: ['lines'],
        summary: 'The best lineup from ratings, to review before saving (GM or commissioner)',
        params: teamParamsSchema,
        response: { 200: lineupSchema, ...writeErrors },
      },
    },
    async (request) =>
      lines.suggestLineup(ctx, request.params.leagueId, request.params.teamId, request.userId),
  );

  app.post(
    '/user/league/:leagueId/team/:teamId/save-lineup',
    {
      schema: {
        tags: ['lines'],
        summary: "Save a team's lineup (GM or commissioner); used from the next simulated game",
        params: teamParamsSchema,
        body: saveLineupRequestSchema,
        response: { 200: lineupResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { leagueId, teamId } = request.params;
      const lineup = await lines.saveLineup(ctx, leagueId, teamId, request.userId, request.body.lineup);
      return { teamId, editable: true, lineup };
    },
  );

  app.put(
    '/team/league/:leagueId/team/:teamId/depth-chart',
    {
      schema: {
        tags: ['lines'],
        summary: "Save a team's depth chart (GM or commissioner)",
        params: teamParamsSchema,
        body: saveDepthChartRequestSchema,
        response: { 200: okSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { leagueId, teamId } = request.params;
      await lines.saveDepthChart(ctx, leagueId, teamId, request.userId, request.body.depthChart);
      return { message: 'Depth chart saved.' };
    },
  );

  app.get(
    '/team/league/:leagueId/team/:teamId/goalie-plan',
    {
      schema: {
        tags: ['lines'],
        summary: 'How a team shares its starts between its goalies (the default until its GM sets one)',
        params: teamParamsSchema,
        response: { 200: goaliePlanResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getGoaliePlan(ctx, { ...request.params, userId: request.userId }),
  );

  app.put(
    '/team/league/:leagueId/team/:teamId/goalie-plan',
    {
      schema: {
        tags: ['lines'],
        summary: "Save a team's goalie plan (GM or commissioner); used from the next simulated game",
        params: teamParamsSchema,
        body: saveGoaliePlanRequestSchema,
        response: { 200: goaliePlanResponseSchema, ...writeErrors },
      },
    },
    async (request) =>
      saveGoaliePlan(ctx, { ...request.params, userId: request.userId, plan: request.body.goaliePlan }),
  );
};
