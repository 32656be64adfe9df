import {
  capSheetResponseSchema,
  contractSettingsResponseSchema,
  leagueParamsSchema,
  leagueTeamParamsSchema,
  rosterMoveRequestSchema,
  rosterMoveResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  waiverParamsSchema,
  waiverSchema,
  waiversResponseSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { getContractSettings, putContractSettings, resetContractSettings } from './contract-settings';
import { makeRosterMove } from './roster-moves';
import { getCapSheet } from './service';
import { listTransactions } from './transactions';
import { claimWaiver, listWaivers } from './waivers';

const readErrors = errorResponses(400, 401, 403, 404);
const moveErrors = errorResponses(400, 401, 403, 404, 409);
const settingsErrors = errorResponses(400, 401, 403, 404, 409);

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/team/:teamId/cap',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "A team's cap sheet: every contract for this season and the next four, cap space, roster and contract counts",
        params: leagueTeamParamsSchema,
        response: { 200: capSheetResponseSchema, ...readErrors },
      },
    },
    async (request) => getCapSheet(ctx, request.params.id, request.params.teamId),
  );

  app.post(
    '/league/:id/team/:teamId/roster-moves',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'Call up, send down, place on or activate from injured reserve, or release (buy out) a player; a player not exempt goes on waivers first',
        params: leagueTeamParamsSchema,
        body: rosterMoveRequestSchema,
        response: { 200: rosterMoveResponseSchema, ...moveErrors },
      },
    },
    async (request) =>
      makeRosterMove(ctx, request.params.id, request.params.teamId, request.userId, request.body),
  );

  app.get(
    '/league/:id/transactions',
    {
      schema: {
        tags: ['contracts'],
        summary: "The league's roster transactions, newest first, fifty at a time",
        params: leagueParamsSchema,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...readErrors },
      },
    },
    async (request) => listTransactions(ctx, request.params.id, request.query),
  );

  app.get(
    '/league/:id/waivers',
    {
      schema: {
        tags: ['contracts'],
        summary: "Players on waivers, soonest to clear first, and the viewer's team's claiming priority",
        params: leagueParamsSchema,
        response: { 200: waiversResponseSchema, ...readErrors },
      },
    },
    async (request) => listWaivers(ctx, request.params.id, request.userId),
  );

  app.post(
    '/league/:id/waivers/:waiverId/claim',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "Claim a player off waivers for the GM's team; the claim with the best priority wins when they end",
        params: waiverParamsSchema,
        response: { 200: waiverSchema, ...moveErrors },
      },
    },
    async (request) => claimWaiver(ctx, request.params.id, request.params.waiverId, request.userId),
  );

  app.get(
    '/league/:id/contract-settings',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "The league's contract rules (cap, rosters, terms, free agency) and this and next season's cap",
        params: leagueParamsSchema,
        response: { 200: contractSettingsResponseSchema, ...readErrors },
      },
    },
    async (request) => getContractSettings(ctx, request.params.id, request.userId),
  );

  app.put(
    '/league/:id/contract-settings',
    {
      schema: {
        tags: ['contracts'],
        summary:
          "Change the league's contract rules (commissioner), the whole set at once; they apply from the next move",
        params: leagueParamsSchema,
        // Checked by the service, so each refusal names the field as the settings screen shows it.
        body: z.record(z.string(), z.unknown()),
        response: { 200: contractSettingsResponseSchema, ...settingsErrors },
      },
    },
    async (request) => putContractSettings(ctx, request.params.id, request.userId, request.body),
  );

  app.delete(
    '/league/:id/contract-settings',
    {
      schema: {
        tags: ['contracts'],
        summary: "Reset the league's contract rules to the NHL's (commissioner)",
        params: leagueParamsSchema,
        response: { 200: contractSettingsResponseSchema, ...settingsErrors },
      },
    },
    async (request) => resetContractSettings(ctx, request.params.id, request.userId),
  );
};
