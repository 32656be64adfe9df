import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessCookie } from '../modules/auth/cookies';
import type { AuthService } from '../modules/auth/service';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** preHandler: 401 unless a valid access token comes with the request; sets `request.userId`. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const requireUserPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  app.decorate('auth', options.auth);
  app.decorateRequest('userId', 0);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const claims = await options.auth.accessTokens.verify(accessCookie(request));
    if (!claims) throw unauthorized();
    request.userId = claims.userId;
  });
});
