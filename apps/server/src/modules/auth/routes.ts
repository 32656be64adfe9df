import { checkSessionResponseSchema, loginRequestSchema, okSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { accessCookie, clearSessionCookies, refreshCookie, setSessionCookies } from './cookies';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ctx } = app;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        body: loginRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const tokens = await auth.login(request.body, request.ip);
      setSessionCookies(reply, ctx.config, tokens);
      return { message: 'Signed in' };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out and end this session', response: { 200: okSchema } } },
    async (request, reply) => {
      await auth.logout(refreshCookie(request));
      clearSessionCookies(reply);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and issue a new access token',
        response: { 200: okSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      try {
        const tokens = await auth.refresh(refreshCookie(request));
        setSessionCookies(reply, ctx.config, tokens);
        return { message: 'Session refreshed' };
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.get(
    '/auth/check-session',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Whether the caller is signed in (renews an expired access token from a valid refresh token)',
        response: { 200: checkSessionResponseSchema },
      },
    },
    async (request, reply) => {
      if (await auth.accessTokens.verify(accessCookie(request))) return { loggedIn: true };
      const refreshToken = refreshCookie(request);
      if (!refreshToken) return { loggedIn: false };
      try {
        setSessionCookies(reply, ctx.config, await auth.refresh(refreshToken));
        return { loggedIn: true };
      } catch {
        clearSessionCookies(reply);
        return { loggedIn: false };
      }
    },
  );
};
