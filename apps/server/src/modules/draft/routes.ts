import {
  draftActionResponseSchema,
  draftPickRequestSchema,
  draftProspectsResponseSchema,
  draftQuerySchema,
  draftQueueSchema,
  draftResponseSchema,
  draftSeasonsResponseSchema,
  draftUndoRequestSchema,
  leagueParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { getProspects, getQueue, saveDraftQueue } from './prospects';
import { getDraftSeasons } from './seasons';
import { commissionerAction, getDraft, pickProspect, undoPicks } from './service';

const readErrors = errorResponses(400, 401, 403, 404);
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['draft'];

/** The entry draft's room (docs/decisions/049): thin handlers over the draft services. */
export const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:id/draft',
    {
      schema: {
        tags,
        summary: "A season's entry draft (the active season's by default): order, lottery, clock, viewer",
        params: leagueParamsSchema,
        querystring: draftQuerySchema,
        response: { 200: draftResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      getDraft(ctx, {
        leagueId: request.params.id,
        userId: request.userId,
        seasonId: request.query.seasonId,
      }),
  );

  app.get(
    '/league/:id/draft/seasons',
    {
      schema: {
        tags,
        summary:
          "The league's seasons whose draft and lottery can be browsed (?seasonId= of GET /draft), newest first",
        params: leagueParamsSchema,
        response: { 200: draftSeasonsResponseSchema, ...readErrors },
      },
    },
    async (request) => getDraftSeasons(ctx, request.params.id),
  );

  app.get(
    '/league/:id/draft/prospects',
    {
      schema: {
        tags,
        summary: "The draft class with the scouts' projections and ranks (shown from mid-season)",
        params: leagueParamsSchema,
        querystring: draftQuerySchema,
        response: { 200: draftProspectsResponseSchema, ...readErrors },
      },
    },
    async (request) =>
      getProspects(ctx, {
        leagueId: request.params.id,
        userId: request.userId,
        seasonId: request.query.seasonId,
      }),
  );

  app.get(
    '/league/:id/draft/queue',
    {
      schema: {
        tags,
        summary: "Your team's draft queue, first choice first (drafted prospects left out)",
        params: leagueParamsSchema,
        response: { 200: draftQueueSchema, ...readErrors },
      },
    },
    async (request) => getQueue(ctx, { leagueId: request.params.id, userId: request.userId }),
  );

  app.put(
    '/league/:id/draft/queue',
    {
      schema: {
        tags,
        summary: "Replace your team's draft queue: the prospects an expired clock takes first",
        params: leagueParamsSchema,
        body: draftQueueSchema,
        response: { 200: draftQueueSchema, ...errors },
      },
    },
    async (request) =>
      saveDraftQueue(ctx, { leagueId: request.params.id, userId: request.userId, ...request.body }),
  );

  app.post(
    '/league/:id/draft/pick',
    {
      schema: {
        tags,
        summary: 'Make the pick on the clock (its team’s GM, or the commissioner)',
        params: leagueParamsSchema,
        body: draftPickRequestSchema,
        response: { 200: draftActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      pickProspect(ctx, {
        leagueId: request.params.id,
        userId: request.userId,
        ...request.body,
      }),
  );

  app.post(
    '/league/:id/draft/undo',
    {
      schema: {
        tags,
        summary:
          'Take back a pick (the last made unless `overall` is given) and every pick after it: the players return to the class, the pick goes back on the clock, paused (commissioner)',
        params: leagueParamsSchema,
        body: draftUndoRequestSchema.nullish(),
        response: { 200: draftActionResponseSchema, ...errors },
      },
    },
    async (request) =>
      undoPicks(ctx, {
        leagueId: request.params.id,
        userId: request.userId,
        overall: request.body?.overall ?? undefined,
      }),
  );

  const actions = {
    lottery: 'Hold the draft lottery (commissioner; once the regular season is over)',
    start: 'Start the draft (commissioner; offseason): the lottery if due, the order, pick 1 on the clock',
    pause: "Stop the draft's clock (commissioner)",
    resume: "Start the draft's clock again with the seconds it had left (commissioner)",
    auto: 'Make every remaining pick automatically: queue, else best available (commissioner)',
  } as const;
  for (const [action, summary] of Object.entries(actions) as [keyof typeof actions, string][])
    app.post(
      `/league/:id/draft/${action}`,
      {
        schema: {
          tags,
          summary,
          params: leagueParamsSchema,
          response: { 200: draftActionResponseSchema, ...errors },
        },
      },
      async (request) =>
        commissionerAction(ctx, { leagueId: request.params.id, userId: request.userId, action }),
    );
};
