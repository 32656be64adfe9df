import {
  currentUserResponseSchema,
  okSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationRequestSchema,
  verifyTokenParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { presentOwnUser } from './present';
import * as users from './service';

const ONE_MINUTE = 60_000;
// SPEC §8
const REGISTERED = 'User registered successfully! Please check your email to verify your account.';
const REGISTERED_WITHOUT_MAIL =
  'Your account is created, but the verification e-mail could not be sent. ' +
  'Use "Resend verification email" to get a new link.';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/db/users/create',
    {
      config: { rateLimit: { max: ctx.config.REGISTRATION_RATE_LIMIT, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['users'],
        summary: 'Register a new account and send its verification e-mail',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { verificationMailSent } = await users.registerUser(ctx, request.body);
      return reply.code(201).send({
        message: verificationMailSent ? REGISTERED : REGISTERED_WITHOUT_MAIL,
        verificationMailSent,
      });
    },
  );

  app.get(
    '/db/users/get',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: currentUserResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ user: presentOwnUser(await users.getUser(ctx, request.userId)) }),
  );

  app.post(
    '/db/verify/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['users'],
        summary: 'Confirm an e-mail address with the token from the verification link',
        params: verifyTokenParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await users.verifyEmail(ctx, request.params.token);
      return { message: 'Thank you for verifying your email. You can now log in and access your account.' };
    },
  );

  app.post(
    '/db/users/resend-verification',
    {
      config: { rateLimit: { max: 5, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['users'],
        summary: 'Send a new verification link to an unverified account',
        body: resendVerificationRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await users.resendVerification(ctx, request.body.login);
      return { message: 'If that account is waiting for verification, a new link is on its way.' };
    },
  );
};
