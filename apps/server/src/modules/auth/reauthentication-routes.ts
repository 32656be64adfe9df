import { reauthenticateRequestSchema, reauthenticationStatusSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { getUser } from '../users/service';
import { hasPassword } from './passwords';

const WRONG_PASSWORD = 'That password is not right. Try again.';
const NO_PASSWORD = 'Your account has no password. Confirm it is you by signing in with your provider again.';

/**
 * Re-authentication before a sensitive change (docs/decisions/058): the password here, or a fresh
 * sign-in at a linked provider (GET /auth/oidc/:provider/start?intent=reauthenticate).
 */
export const reauthenticationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/auth/reauthentication',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a sensitive change would go through now, and what confirming asks for',
        response: { 200: reauthenticationStatusSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => auth.proofs.status(request),
  );

  app.post(
    '/auth/reauthenticate',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Confirm it is you with your password: for ten minutes this sign-in may change the password, e-mail, linked providers or delete the account',
        body: reauthenticateRequestSchema,
        response: { 200: reauthenticationStatusSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await getUser(ctx, request.userId);
      if (!hasPassword(user.password_hash)) throw conflict(NO_PASSWORD);
      // Under the sign-in limits, as the username would be typed at sign-in.
      if (!(await auth.passwordMatches(user, user.username, request.body.password, request.ip))) {
        throw forbidden(WRONG_PASSWORD);
      }
      const expiresAt = await auth.proofs.prove(reply, request, 'password');
      return { recent: true, expiresAt: expiresAt.toISOString(), method: 'password' as const };
    },
  );
};
