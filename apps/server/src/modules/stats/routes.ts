import {
  leagueParamsSchema,
  leagueStatsResponseSchema,
  playerParamsSchema,
  playerStatsResponseSchema,
  seasonShotsQuerySchema,
  seasonShotsResponseSchema,
  standingsResponseSchema,
  statsQuerySchema,
  teamParamsSchema,
  teamShotsQuerySchema,
  teamStatsResponseSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { sendJsonWhenReady } from '../../http/send-json';
import { getSeasonShots } from './season-shots';
import * as stats from './service';

const readErrors = errorResponses(400, 401, 404, 503);

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/standings',
    {
      schema: {
        tags: ['stats'],
        summary:
          'Standings of a season (the active one by default), regular season or playoffs, ranked with the NHL tie-breakers',
        params: leagueParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: standingsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      sendJsonWhenReady(reply, stats.getStandings(ctx, request.params.id, request.query)),
  );

  app.get(
    '/league/:id/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Season totals of every skater and goalie, regular season or playoffs',
        params: leagueParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: leagueStatsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      sendJsonWhenReady(reply, stats.getLeagueStats(ctx, request.params.id, request.query)),
  );

  app.get(
    '/league/:id/stats/leaders',
    {
      schema: {
        tags: ['stats'],
        summary:
          "The season's points, goals and assists leaders and the goalie with the most wins: their rows of /stats alone",
        params: leagueParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: leagueStatsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      sendJsonWhenReady(reply, stats.getLeagueLeaders(ctx, request.params.id, request.query)),
  );

  app.get(
    '/league/:id/team-stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Season totals of every team (power play, penalty kill, shots, hits)',
        params: leagueParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: teamStatsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) =>
      sendJsonWhenReady(reply, stats.getTeamStats(ctx, request.params.id, request.query)),
  );

  app.get(
    '/league/:leagueId/player/:playerId/stats',
    {
      schema: {
        tags: ['stats'],
        summary: "A player's season totals and game log, regular season or playoffs",
        params: playerParamsSchema,
        querystring: statsQuerySchema,
        response: { 200: playerStatsResponseSchema, ...readErrors },
      },
    },
    async (request) => stats.getPlayerStats(ctx, { ...request.params, query: request.query }),
  );

  app.get(
    '/league/:leagueId/team/:teamId/shots',
    {
      schema: {
        tags: ['stats'],
        summary:
          "A season's located shot attempts of a team (or, with against=true, those it allowed), for a season shot map",
        params: teamParamsSchema,
        querystring: teamShotsQuerySchema,
        response: { 200: seasonShotsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { leagueId, teamId } = request.params;
      const { against, ...query } = request.query;
      return sendJsonWhenReady(reply, getSeasonShots(ctx, leagueId, { teamId, against }, query));
    },
  );

  app.get(
    '/league/:leagueId/player/:playerId/shots',
    {
      schema: {
        tags: ['stats'],
        summary: "A season's located shot attempts of a player, for a season shot map",
        params: playerParamsSchema,
        querystring: seasonShotsQuerySchema,
        response: { 200: seasonShotsResponseSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { leagueId, playerId } = request.params;
      return sendJsonWhenReady(reply, getSeasonShots(ctx, leagueId, { playerId }, request.query));
    },
  );
};
