import { checkSessionResponseSchema, loginRequestSchema, okSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { accessCookie, clearSessionCookies, refreshCookie, setSessionCookies } from './cookies';
import { reauthenticationRoutes } from './reauthentication-routes';
import { signInClient } from './sign-in-client';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ctx } = app;
  await app.register(reauthenticationRoutes);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password',
        body: loginRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const tokens = await auth.login(request.body, request.ip, signInClient(request));
      setSessionCookies(reply, ctx.config, tokens);
      return { message: 'Signed in' };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out and end this session', response: { 200: okSchema } } },
    async (request, reply) => {
      await auth.logout({ accessToken: accessCookie(request), refreshToken: refreshCookie(request) });
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
        const tokens = await auth.refresh(refreshCookie(request), signInClient(request));
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
          'Whether the caller is signed in: a valid access token, or a refresh token that would refresh. Changes nothing.',
        response: { 200: checkSessionResponseSchema },
      },
    },
    // Read-only: two tabs opening at once must not rotate (and so race for) the refresh token.
    async (request) => ({
      loggedIn: await auth.isSignedIn({
        accessToken: accessCookie(request),
        refreshToken: refreshCookie(request),
      }),
    }),
  );
};
