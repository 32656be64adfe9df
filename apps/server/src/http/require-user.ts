import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessCookie } from '../modules/auth/cookies';
import type { AuthService } from '../modules/auth/service';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /**
     * preHandler: 401 unless a valid access token of a sign-in not ended comes with the request; sets
     * `request.userId` and `request.sessionFamily`.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const requireUserPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  app.decorate('auth', options.auth);
  app.decorateRequest('userId', 0);
  app.decorateRequest('sessionFamily', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const claims = await options.auth.accessTokens.verify(accessCookie(request));
    if (!claims) throw unauthorized();
    // A sign-in ended from the sessions list (or signed out) stops at once, not when its token expires.
    if (claims.family && !(await options.auth.isSessionActive(claims.family))) {
      throw unauthorized('Your session has ended. Please sign in again.');
    }
    request.userId = claims.userId;
    request.sessionFamily = claims.family ?? null;
  });
});
