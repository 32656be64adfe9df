import { profileSchema, updateProfileRequestSchema, usernameParamsSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import * as profiles from './service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/db/users/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's own profile",
        response: { 200: profileSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => profiles.getOwnProfile(ctx, request.userId),
  );

  app.get(
    '/user/profile/:username',
    {
      schema: {
        tags: ['profile'],
        summary: "Another user's profile",
        params: usernameParamsSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => profiles.getProfileByUsername(ctx, request.params.username, request.userId),
  );

  app.put(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: "Edit the caller's profile",
        body: updateProfileRequestSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => profiles.updateProfile(ctx, request.userId, request.body),
  );
};
