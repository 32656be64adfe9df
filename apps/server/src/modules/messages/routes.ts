import {
  inboxSchema,
  messageIdParamsSchema,
  messageSchema,
  sendMessageRequestSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import * as messages from './service';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/message/inbox',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's messages, sent and received, oldest first",
        response: { 200: inboxSchema, ...errorResponses(401) },
      },
    },
    async (request) => messages.listInbox(ctx, request.userId),
  );

  app.put(
    '/message/:id/read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark a received message as read',
        params: messageIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => messages.markRead(ctx, request.userId, request.params.id),
  );

  app.post(
    '/message/send',
    {
      config: { rateLimit: perUserRateLimit(ctx.config.MESSAGE_RATE_LIMIT, 60_000) },
      schema: {
        tags: ['messages'],
        summary: 'Send a private message',
        body: sendMessageRequestSchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const message = await messages.sendMessage(
        ctx,
        request.userId,
        request.body.receiverId,
        request.body.content,
      );
      return reply.code(201).send(message);
    },
  );
};
