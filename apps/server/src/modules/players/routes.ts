import {
  compareQuerySchema,
  leagueIdParamsSchema,
  playerCompareResponseSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  assignedDepthPosition,
  defaultDepthChart,
  playerCareerResponseSchema,
  playerDetailSchema,
  playerParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/schema';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { draftsOfPlayers } from '../draft/drafted';
import { scoutedPlayer } from '../draft/scouted-player';
import { getPlayerCareer } from './career';
import { comparePlayers, searchPlayers } from './compare';
import { rowToPlayer } from './mapping';
import { findDepthChart, findPlayerWithTeam, listTeamPlayers } from './repo';

/** A team's depth chart: the one its GM saved, else the one the depth chart page would start from. */
async function depthChartOf(db: Db, teamId: number) {
  return (
    (await findDepthChart(db, teamId)) ??
    defaultDepthChart((await listTeamPlayers(db, teamId)).map(rowToPlayer))
  );
}

export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/league/:leagueId/player/:playerId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['players'],
        summary: 'A player of the league, with his team',
        params: playerParamsSchema,
        response: { 200: playerDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { leagueId, playerId } = request.params;
      const row = await findPlayerWithTeam(ctx.database.db, leagueId, playerId);
      if (!row) throw notFound('Player not found');
      const team =
        row.team_id === null
          ? null
          : { id: row.team_id, name: row.team_name ?? '', abbreviation: row.team_abbreviation ?? '' };
      const chart = row.team_id === null ? null : await depthChartOf(ctx.database.db, row.team_id);
      const stored = {
        ...rowToPlayer(row),
        assignedPosition: chart === null ? null : assignedDepthPosition(chart, row.id),
      };
      // A prospect in the draft class keeps his true potential hidden (docs/decisions/049).
      const player = row.status === 'draft' ? await scoutedPlayer(ctx, { leagueId, player: stored }) : stored;
      const drafted = await draftsOfPlayers(ctx.database.db, leagueId, [playerId]);
      return { ...player, team, draft: drafted.get(playerId) ?? null };
    },
  );

  app.get(
    '/league/:leagueId/player/:playerId/career',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['players'],
        summary:
          "A player's stats season by season in this league, regular season and playoffs apart, with career totals",
        params: playerParamsSchema,
        response: { 200: playerCareerResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getPlayerCareer(ctx, request.params),
  );

  app.get(
    '/league/:leagueId/players/compare',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['players'],
        summary:
          'Two to four players of the league side by side: ratings by group, this season and career, contract, age curve',
        params: leagueIdParamsSchema,
        querystring: compareQuerySchema,
        response: { 200: playerCompareResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => comparePlayers(ctx, { leagueId: request.params.leagueId, rawIds: request.query.ids }),
  );

  app.get(
    '/league/:leagueId/players/search',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['players'],
        summary: "The league's players whose name contains the text (at most 10, best overall first)",
        params: leagueIdParamsSchema,
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => searchPlayers(ctx, { leagueId: request.params.leagueId, text: request.query.q }),
  );
};
