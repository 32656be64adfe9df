import {
  apiTokenIdParamsSchema,
  apiTokensResponseSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
  okSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { createApiToken, listApiTokens, revokeApiToken } from './service';

/**
 * The user's personal API tokens (docs/decisions/088). Account routes: a token never opens them
 * (apiTokenPermission), so only a signed-in browser makes, lists and revokes tokens.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/user/tokens',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's personal API tokens, without their secrets",
        response: { 200: apiTokensResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ tokens: await listApiTokens(ctx, request.userId) }),
  );

  app.post(
    '/user/tokens',
    {
      schema: {
        tags: ['account'],
        summary: 'Create a personal API token; its secret is in this answer only',
        body: createApiTokenRequestSchema,
        response: { 201: createdApiTokenSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await createApiToken(ctx, request.userId, request.body)),
  );

  app.delete(
    '/user/tokens/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Revoke a personal API token: its next request gets 401',
        params: apiTokenIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokeApiToken(ctx, request.userId, request.params.id);
      return { message: 'The token was revoked. Anything using it can no longer reach Rinkside.' };
    },
  );
};
