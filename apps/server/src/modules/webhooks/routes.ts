import {
  createWebhookRequestSchema,
  leagueIdParamsSchema,
  okSchema,
  webhookDeliveriesSchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as webhooks from './service';

const readErrors = errorResponses(400, 401, 403, 404);

/** A league's outgoing webhooks: commissioner only, checked on the server (docs/decisions/034). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/league/:leagueId/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: "The league's webhooks, each with its secret and latest delivery status",
        params: leagueIdParamsSchema,
        response: { 200: webhookListSchema, ...readErrors },
      },
    },
    async (request) => webhooks.listWebhooks(ctx, request.params.leagueId, request.userId),
  );

  app.post(
    '/league/:leagueId/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary:
          "Add a webhook that receives the league's events of the chosen kinds: an https URL of a public address",
        params: leagueIdParamsSchema,
        body: createWebhookRequestSchema,
        response: { 201: webhookSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { leagueId } = request.params;
      const created = await webhooks.createWebhook(ctx, {
        leagueId,
        userId: request.userId,
        request: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/league/:leagueId/webhooks/:webhookId',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Remove a webhook and its deliveries',
        params: webhookParamsSchema,
        response: { 200: okSchema, ...readErrors },
      },
    },
    async (request) => {
      await webhooks.deleteWebhook(ctx, { ...request.params, userId: request.userId });
      return { message: 'Webhook removed.' };
    },
  );

  app.get(
    '/league/:leagueId/webhooks/:webhookId/deliveries',
    {
      schema: {
        tags: ['webhooks'],
        summary: "The webhook's last 20 deliveries, newest first, with their status and errors",
        params: webhookParamsSchema,
        response: { 200: webhookDeliveriesSchema, ...readErrors },
      },
    },
    async (request) => webhooks.listDeliveries(ctx, { ...request.params, userId: request.userId }),
  );

  app.post(
    '/league/:leagueId/webhooks/:webhookId/test',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Queue a test event for the webhook; it is sent within seconds (5 a minute a webhook)',
        params: webhookParamsSchema,
        response: { 202: okSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await webhooks.sendTest(ctx, { ...request.params, userId: request.userId });
      return reply.code(202).send({ message: 'Test event queued; it is sent within seconds.' });
    },
  );
};
