import { okSchema, signInIdParamsSchema, signInsResponseSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { clearSessionCookies } from './cookies';
import { endOtherSignIns, endSignIn, listSignIns } from './sign-ins';

/** The signed-in user's sessions: one per browser signed in, each can be ended from elsewhere. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ctx } = app;
  app.addHook('preHandler', app.requireUser);
  const callerOf = (request: { userId: number; sessionFamily: string | null }) => ({
    userId: request.userId,
    family: request.sessionFamily,
  });

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "The caller's active sign-ins, the current one marked",
        response: { 200: signInsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ sessions: await listSignIns(ctx, callerOf(request)) }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: "End one of the caller's sign-ins; ending the current one signs this browser out",
        params: signInIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { wasCurrent } = await endSignIn(ctx, auth, { ...callerOf(request), id: request.params.id });
      if (!wasCurrent) return { message: 'That session has been signed out.' };
      clearSessionCookies(reply);
      return { message: 'You have been signed out on this device.' };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'End every sign-in of the caller but this one',
        response: { 200: okSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const ended = await endOtherSignIns(ctx, callerOf(request));
      return {
        message:
          ended === 0 ? 'No other sessions were signed in.' : 'Every other session has been signed out.',
      };
    },
  );
};
