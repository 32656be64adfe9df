import {
  createGameRequestSchema,
  gameRetryResponseSchema,
  leagueGameParamsSchema,
  quarantinedGamesResponseSchema,
  gameIdParamsSchema,
  gameDetailSchema,
  gameListItemSchema,
  generateScheduleRequestSchema,
  leagueGamesQuerySchema,
  leagueIdParamsSchema,
  leagueParamsSchema,
  scheduleGamesDueSchema,
  scheduleResponseSchema,
  seasonGamesQuerySchema,
  seasonProgressResponseSchema,
} from '@rinkside/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { listQuarantinedGames, retryQuarantinedGame } from './quarantine';
import * as games from './service';

const commissionerErrors = errorResponses(400, 401, 403, 404, 409);

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/schedule',
    {
      schema: {
        tags: ['games'],
        summary: "A season's schedule (the active season's without ?seasonId=)",
        params: leagueParamsSchema,
        querystring: seasonGamesQuerySchema,
        response: { 200: scheduleResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => games.getSchedule(ctx, request.params.id, request.query.seasonId),
  );

  app.get(
    '/league/:id/schedule/progress',
    {
      schema: {
        tags: ['games'],
        summary:
          "How far a season has gone and its next unplayed games, soonest first (the active season's without ?seasonId=)",
        params: leagueParamsSchema,
        querystring: seasonGamesQuerySchema,
        response: { 200: seasonProgressResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => games.getSeasonProgress(ctx, request.params.id, request.query.seasonId),
  );

  app.get(
    '/league/:id/quarantined-games',
    {
      schema: {
        tags: ['games'],
        summary: 'Games set aside after failing to be played, each with its last error (commissioner)',
        params: leagueParamsSchema,
        response: { 200: quarantinedGamesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ games: await listQuarantinedGames(ctx, request.params.id, request.userId) }),
  );

  app.post(
    '/league/:id/games/:gameId/retry',
    {
      schema: {
        tags: ['games'],
        summary: 'Tries a game set aside after failing again, at once (commissioner)',
        params: leagueGameParamsSchema,
        response: { 200: gameRetryResponseSchema, ...commissionerErrors },
      },
    },
    async (request) =>
      retryQuarantinedGame(ctx, {
        leagueId: request.params.id,
        gameId: request.params.gameId,
        userId: request.userId,
      }),
  );

  app.post(
    '/league/:leagueId/schedule/generate',
    {
      schema: {
        tags: ['games'],
        summary:
          'Generate a full, balanced regular season for the active season (commissioner): from the day after the league day without dates; 409 with the count when games would be played at once, unless playPastGames',
        params: leagueIdParamsSchema,
        body: generateScheduleRequestSchema,
        response: {
          201: z.object({ created: z.number().int() }),
          ...commissionerErrors,
          409: scheduleGamesDueSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await games.generateSeasonSchedule(
        ctx,
        request.params.leagueId,
        request.userId,
        request.body,
      );
      if ('created' in outcome) return reply.code(201).send(outcome);
      return reply.code(409).send({ error: 'Conflict', ...outcome });
    },
  );

  app.post(
    '/simulation/game/create',
    {
      config: { rateLimit: { max: 3000, timeWindow: 60_000 } },
      schema: {
        tags: ['games'],
        summary: 'Schedule one game (commissioner); the schedule uploader calls it once per game',
        body: createGameRequestSchema,
        response: { 201: z.object({ gameId: z.number().int() }), ...commissionerErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ gameId: await games.createGame(ctx, request.userId, request.body) }),
  );

  app.get(
    '/simulation/league/:id/user-games',
    {
      schema: {
        tags: ['games'],
        summary: "The viewer's team's games of a season (every game when the viewer runs no team here)",
        params: leagueParamsSchema,
        querystring: seasonGamesQuerySchema,
        response: { 200: z.array(gameListItemSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      games.listUserGames(ctx, {
        leagueId: request.params.id,
        userId: request.userId,
        seasonId: request.query.seasonId,
      }),
  );

  app.get(
    '/simulation/league/:id/games',
    {
      schema: {
        tags: ['games'],
        summary: "A season's games (the active one without ?seasonId=), or one team's with ?teamId=",
        params: leagueParamsSchema,
        querystring: leagueGamesQuerySchema,
        response: { 200: z.array(gameListItemSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => games.listLeagueGames(ctx, request.params.id, request.query),
  );

  app.get(
    '/simulation/game/:gameId',
    {
      schema: {
        tags: ['games'],
        summary: 'One game with its simulation data (play-by-play, box score, three stars)',
        params: gameIdParamsSchema,
        response: { 200: gameDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => games.getGame(ctx, request.params.gameId),
  );
};
