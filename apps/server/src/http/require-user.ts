import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authenticateBearer, bearerToken } from '../modules/api-tokens/api';
import { accessCookie } from '../modules/auth/cookies';
import type { AuthService } from '../modules/auth/service';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /**
     * preHandler: 401 unless a valid access token of a sign-in not ended comes with the request, or a
     * personal API token whose scope covers it (docs/decisions/088); sets `request.userId`, and
     * `request.sessionFamily` or `request.apiTokenId`.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export const requireUserPlugin = fp(async (app: FastifyInstance, options: { auth: AuthService }) => {
  app.decorate('auth', options.auth);
  app.decorateRequest('userId', 0);
  app.decorateRequest('sessionFamily', null);
  app.decorateRequest('apiTokenId', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token !== undefined) {
      // A request that names a token is the token's alone: its cookies, if any, are never read
      // (the same-origin check lets it through on that condition).
      if (request.apiTokenId !== null) return; // checked already on this request (league access guard)
      const signedIn = await authenticateBearer(app.ctx, request, token);
      request.userId = signedIn.userId;
      request.apiTokenId = signedIn.tokenId;
      return;
    }
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
