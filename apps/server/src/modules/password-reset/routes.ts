import {
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
  forgotPasswordRequestSchema,
  okSchema,
  resetPasswordRequestSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { PasswordResets } from './service';

const ONE_MINUTE = 60_000;

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const resets = new PasswordResets(app.ctx);
  app.addHook('onClose', () => resets.settled());

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mail a password reset link to the account using this address, if any (same answer either way)',
        body: forgotPasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      resets.request(request.body.email, request.ip, request.log);
      return { message: PASSWORD_RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: { max: 30, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset link; ends every sign-in of the account',
        body: resetPasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      await resets.reset(request.body);
      return { message: PASSWORD_RESET_DONE };
    },
  );
};
