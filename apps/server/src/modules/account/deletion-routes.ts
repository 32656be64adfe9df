import { commissionedLeaguesSchema, deleteAccountRequestSchema, okSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { clearSessionCookies } from '../auth/cookies';
import * as account from './deletion';

export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/user/commissioned-leagues',
    {
      schema: {
        tags: ['account'],
        summary: 'The leagues the caller commissions, with the GMs each could be handed to',
        response: { 200: commissionedLeaguesSchema, ...errorResponses(401) },
      },
    },
    async (request) => account.listCommissionedLeagues(ctx, request.userId),
  );

  app.delete(
    '/user',
    {
      // The password is checked here: a guesser holding a stolen session gets a few tries a minute.
      config: { rateLimit: perUserRateLimit(10, 60_000) },
      schema: {
        tags: ['account'],
        summary:
          "Delete the caller's account, confirmed by password or a recent re-authentication; each league they commission is handed to a GM or closed",
        body: deleteAccountRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      // The password is the proof it is the owner; without one, a recent re-authentication is.
      if (request.body.password === undefined) await auth.proofs.require(request);
      await account.deleteAccount(ctx, request.userId, request.body);
      clearSessionCookies(reply);
      auth.proofs.clear(reply);
      return { message: 'Your account has been deleted.' };
    },
  );
};
