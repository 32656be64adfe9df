import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  emailChangeRequestedSchema,
  emailChangedSchema,
  okSchema,
  pendingEmailChangeSchema,
  setPasswordRequestSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import * as emailChange from './email-change';
import { changePassword, setFirstPassword } from './password-change';

const ONE_MINUTE = 60_000;
// A password is checked on each: guessing it from a stolen session is slowed like signing in.
const PASSWORD_CHECKED = { rateLimit: perUserRateLimit(10, ONE_MINUTE) };

const sentMessage = (email: string, sent: boolean) =>
  sent
    ? `We sent a confirmation link to ${email}. Your e-mail changes once you follow it.`
    : `The confirmation mail to ${email} could not be sent. Try "Resend link" in a moment.`;

/** The signed-in user's password and e-mail (docs/decisions/040). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ctx } = app;
  app.addHook('preHandler', app.requireUser);

  app.put(
    '/user/password',
    {
      config: PASSWORD_CHECKED,
      schema: {
        tags: ['account'],
        summary: 'Change the password; every other session is signed out',
        body: changePasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await changePassword(ctx, { userId: request.userId, family: request.sessionFamily }, request.body);
      return { message: 'Your password has been changed. Every other session was signed out.' };
    },
  );

  app.post(
    '/user/password',
    {
      schema: {
        tags: ['account'],
        summary:
          'Set a first password on an account that signs in only through a provider; needs a fresh sign-in there (403 ReauthenticationRequired)',
        body: setPasswordRequestSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      // Nobody knows a password yet: a stolen session cookie alone must not be able to set one.
      await auth.proofs.require(request);
      await setFirstPassword(ctx, request.userId, request.body);
      return { message: 'Your password is set. You can now sign in with it as well as with your provider.' };
    },
  );

  app.get(
    '/user/email-change',
    {
      schema: {
        tags: ['account'],
        summary: 'The e-mail change waiting for its confirmation link, if any',
        response: { 200: pendingEmailChangeSchema, ...errorResponses(401) },
      },
    },
    async (request) => emailChange.pendingEmailChange(ctx, request.userId),
  );

  app.put(
    '/user/email',
    {
      config: PASSWORD_CHECKED,
      schema: {
        tags: ['account'],
        summary:
          'Ask to change the e-mail: a link goes to the new address, a notice to the old one. The password confirms; without it, a recent re-authentication must (403 ReauthenticationRequired)',
        body: changeEmailRequestSchema,
        response: { 200: emailChangeRequestedSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      // The password is the proof it is the owner; without one, a recent re-authentication is.
      if (request.body.password === undefined) await auth.proofs.require(request);
      const result = await emailChange.requestEmailChange(ctx, request.userId, request.body);
      return { ...result, message: sentMessage(request.body.email, result.confirmationMailSent) };
    },
  );

  app.post(
    '/user/email-change/resend',
    {
      config: { rateLimit: perUserRateLimit(5, ONE_MINUTE) },
      schema: {
        tags: ['account'],
        summary: 'Send a fresh confirmation link for the waiting e-mail change',
        response: { 200: emailChangeRequestedSchema, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (request) => {
      const result = await emailChange.resendEmailChange(ctx, request.userId);
      return { ...result, message: sentMessage(result.pending?.email ?? '', result.confirmationMailSent) };
    },
  );

  app.delete(
    '/user/email-change',
    {
      schema: {
        tags: ['account'],
        summary: 'Cancel the waiting e-mail change; its link stops working',
        response: { 200: pendingEmailChangeSchema, ...errorResponses(401) },
      },
    },
    async (request) => emailChange.cancelEmailChange(ctx, request.userId),
  );

  app.post(
    '/user/email/confirm',
    {
      config: { rateLimit: perUserRateLimit(30, ONE_MINUTE) },
      schema: {
        tags: ['account'],
        summary: 'Confirm an e-mail change with the token from the link mailed to the new address',
        body: confirmEmailChangeRequestSchema,
        response: { 200: emailChangedSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const email = await emailChange.confirmEmailChange(ctx, request.userId, request.body.token);
      return { message: `Your e-mail is now ${email}.`, email };
    },
  );
};
