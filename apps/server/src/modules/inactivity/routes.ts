import {
  gmActivityResponseSchema,
  inactivitySettingsSchema,
  leagueIdParamsSchema,
  okSchema,
  teamAutopilotSchema,
  teamParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as inactivity from './service';

/** Inactive GMs (docs/decisions/036): thresholds, each seat's activity, autopilot and vacating a seat. */
export const inactivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:leagueId/settings/inactivity',
    {
      schema: {
        tags: ['commissioner'],
        summary: "The league's inactivity thresholds in days (0: off)",
        params: leagueIdParamsSchema,
        response: { 200: inactivitySettingsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => inactivity.getSettings(ctx, request.params.leagueId),
  );

  app.put(
    '/league/:leagueId/settings/inactivity',
    {
      schema: {
        tags: ['commissioner'],
        summary: 'Set the nudge, autopilot and vacate-offer thresholds (commissioner)',
        params: leagueIdParamsSchema,
        body: inactivitySettingsSchema,
        response: { 200: inactivitySettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => inactivity.setSettings(ctx, request.params.leagueId, request.userId, request.body),
  );

  app.get(
    '/league/:leagueId/gm-activity',
    {
      schema: {
        tags: ['commissioner'],
        summary:
          "Each GM's last activity, nudge, autopilot and whether the seat can be vacated (commissioner)",
        params: leagueIdParamsSchema,
        response: { 200: gmActivityResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => inactivity.getGmActivity(ctx, request.params.leagueId, request.userId),
  );

  app.get(
    '/league/:leagueId/team/:teamId/autopilot',
    {
      schema: {
        tags: ['teams'],
        summary: 'Whether the server manages the team while its GM is away (its GM or the commissioner)',
        params: teamParamsSchema,
        response: { 200: teamAutopilotSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => inactivity.getTeamAutopilot(ctx, { ...request.params, userId: request.userId }),
  );

  app.delete(
    '/league/:leagueId/team/:teamId/autopilot',
    {
      schema: {
        tags: ['teams'],
        summary: 'Take the team off autopilot: its GM is back (its GM)',
        params: teamParamsSchema,
        response: { 200: teamAutopilotSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => inactivity.takeBackTeam(ctx, { ...request.params, userId: request.userId }),
  );

  app.post(
    '/league/:leagueId/teams/:teamId/vacate',
    {
      schema: {
        tags: ['commissioner'],
        summary:
          "Vacate an inactive GM's seat and reopen recruitment (commissioner, past the vacate threshold)",
        params: teamParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await inactivity.vacateSeat(ctx, { ...request.params, userId: request.userId });
      return { message: 'Seat vacated; recruitment is open.' };
    },
  );
};
