import {
  leagueParamsSchema,
  tradeDetailSchema,
  tradeFinderRequestSchema,
  tradeFinderResponseSchema,
  tradeListQuerySchema,
  tradeListResponseSchema,
  tradeParamsSchema,
  tradePreviewSchema,
  tradeProposalRequestSchema,
  tradeReasonRequestSchema,
  type TradeDetail,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { counterToAnyTeam, proposeToAnyTeam } from './ai-answers';
import { acceptTrade, endProposal } from './answer';
import { findTrades } from './finder';
import { getTrade, listTrades } from './list';
import { previewTrade } from './propose';
import { reverseTrade } from './reverse';
import { approveTrade, vetoTrade } from './review';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['trades'];

/** Trades between GMs (docs/decisions/047): thin handlers over the trade services. */
export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.post(
    '/league/:id/trades',
    {
      schema: {
        tags,
        summary:
          "Propose a trade: your team's side first, then the other team's; it waits for that GM's answer",
        params: leagueParamsSchema,
        body: tradeProposalRequestSchema,
        response: { 201: tradeDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await proposeToAnyTeam(ctx, {
          leagueId: request.params.id,
          userId: request.userId,
          request: request.body,
        }),
      ),
  );

  app.post(
    '/league/:id/trades/preview',
    {
      schema: {
        tags,
        summary:
          "Both teams' cap and roster after a proposed trade, and every problem with it; stores nothing",
        params: leagueParamsSchema,
        body: tradeProposalRequestSchema,
        response: { 200: tradePreviewSchema, ...errors },
      },
    },
    async (request) => previewTrade(ctx, request.params.id, request.userId, request.body),
  );

  app.post(
    '/league/:id/trades/finder',
    {
      schema: {
        tags,
        summary:
          "Trade finder: what would make a trade work for the other team ('balance'), or what AI teams would accept for a player or a need ('offers'); stores nothing",
        params: leagueParamsSchema,
        body: tradeFinderRequestSchema,
        response: { 200: tradeFinderResponseSchema, ...errors },
      },
    },
    async (request) =>
      findTrades(ctx, { leagueId: request.params.id, userId: request.userId, request: request.body }),
  );

  app.get(
    '/league/:id/trades',
    {
      schema: {
        tags,
        summary:
          "The league's trades the viewer may see, newest first, by status ('open', 'done'), team or player",
        params: leagueParamsSchema,
        querystring: tradeListQuerySchema,
        response: { 200: tradeListResponseSchema, ...errors },
      },
    },
    async (request) => listTrades(ctx, request.params.id, request.userId, request.query),
  );

  app.get(
    '/league/:id/trades/:tradeId',
    {
      schema: {
        tags,
        summary: 'One trade with its thread and what the viewer may do with it',
        params: tradeParamsSchema,
        response: { 200: tradeDetailSchema, ...errors },
      },
    },
    async (request) => getTrade(ctx, request.params.id, request.params.tradeId, request.userId),
  );

  const action = (
    path: string,
    summary: string,
    run: (
      p: { id: number; tradeId: number },
      userId: number,
      body: { reason?: string },
    ) => Promise<TradeDetail>,
  ) =>
    app.post(
      `/league/:id/trades/:tradeId/${path}`,
      {
        schema: {
          tags,
          summary,
          params: tradeParamsSchema,
          body: tradeReasonRequestSchema.optional(),
          response: { 200: tradeDetailSchema, ...errors },
        },
      },
      async (request) => run(request.params, request.userId, request.body ?? {}),
    );

  action('accept', 'Accept a proposal (the other GM or the commissioner)', (p, userId) =>
    acceptTrade(ctx, p.id, p.tradeId, userId),
  );
  action('decline', 'Decline a proposal, optionally saying why', (p, userId, body) =>
    endProposal(ctx, { leagueId: p.id, tradeId: p.tradeId, userId, how: 'declined', ...body }),
  );
  action('withdraw', 'Withdraw your proposal', (p, userId) =>
    endProposal(ctx, { leagueId: p.id, tradeId: p.tradeId, userId, how: 'withdrawn' }),
  );
  action('approve', 'Approve a trade waiting for review (commissioner)', (p, userId) =>
    approveTrade(ctx, p.id, p.tradeId, userId),
  );
  action(
    'veto',
    "Veto a trade under review (commissioner), or vote to veto it (another team's GM)",
    (p, userId, body) => vetoTrade(ctx, { leagueId: p.id, tradeId: p.tradeId, userId, ...body }),
  );
  action('reverse', 'Reverse a completed trade within its review window (commissioner)', (p, userId) =>
    reverseTrade(ctx, p.id, p.tradeId, userId),
  );

  app.post(
    '/league/:id/trades/:tradeId/counter',
    {
      schema: {
        tags,
        summary: "Answer a proposal with your own: your team's side first; the original becomes 'countered'",
        params: tradeParamsSchema,
        body: tradeProposalRequestSchema,
        response: { 201: tradeDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await counterToAnyTeam(ctx, {
          leagueId: request.params.id,
          tradeId: request.params.tradeId,
          userId: request.userId,
          request: request.body,
        }),
      ),
  );
};
