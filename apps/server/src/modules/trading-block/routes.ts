import {
  leagueParamsSchema,
  leagueTeamParamsSchema,
  leagueTradingBlockSchema,
  teamTradingBlockSchema,
  tradingBlockQuerySchema,
  tradingBlockRequestSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { getLeagueBlock, getTeamBlock, putTeamBlock } from './service';

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409);

export const tradingBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/team/:teamId/trading-block',
    {
      schema: {
        tags: ['trades'],
        summary: "A team's trading block: the players it would move, each with a note, and what it looks for",
        params: leagueTeamParamsSchema,
        response: { 200: teamTradingBlockSchema, ...readErrors },
      },
    },
    async (request) => getTeamBlock(ctx, request.params.id, request.params.teamId, request.userId),
  );

  app.put(
    '/league/:id/team/:teamId/trading-block',
    {
      schema: {
        tags: ['trades'],
        summary:
          "Replace a team's trading block and what it looks for (its GM or the commissioner); each player must be under contract with it",
        params: leagueTeamParamsSchema,
        body: tradingBlockRequestSchema,
        response: { 200: teamTradingBlockSchema, ...writeErrors },
      },
    },
    async (request) =>
      putTeamBlock(ctx, {
        leagueId: request.params.id,
        teamId: request.params.teamId,
        userId: request.userId,
        block: request.body,
      }),
  );

  app.get(
    '/league/:id/trading-block',
    {
      schema: {
        tags: ['trades'],
        summary:
          "Every player on the league's trading blocks (by position or team), and what each team looks for",
        params: leagueParamsSchema,
        querystring: tradingBlockQuerySchema,
        response: { 200: leagueTradingBlockSchema, ...readErrors },
      },
    },
    async (request) => getLeagueBlock(ctx, request.params.id, request.query),
  );
};
