import { signInClient } from '../auth/sign-in-client';
import {
  chooseUsernameRequestSchema,
  linkAccountRequestSchema,
  linkedIdentitiesResponseSchema,
  okSchema,
  pendingSocialSignInSchema,
  socialProviderParamsSchema,
  socialProvidersResponseSchema,
  socialSignedInResponseSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';
import { accessCookie, setSessionCookies } from '../auth/cookies';
import { OidcCookies } from './flow-cookies';
import { listIdentities, unlinkIdentity } from './identities';
import { OidcService } from './service';

const ONE_MINUTE = 60_000;
const startQuerySchema = z.object({
  intent: z.enum(['sign-in', 'link', 'reauthenticate']).default('sign-in'),
  returnTo: z.string().max(500).optional(),
});

/** Social sign-in with OpenID Connect providers, and the user's linked accounts (docs/decisions/042). */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ctx } = app;
  const oidc = new OidcService(ctx, auth);
  const cookies = new OidcCookies(ctx.config, ctx.now);

  app.get(
    '/auth/oidc/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers set up on this server, for the sign-in buttons',
        response: { 200: socialProvidersResponseSchema },
      },
    },
    async () => ({ providers: oidc.clients.list() }),
  );

  app.get(
    '/auth/oidc/:provider/start',
    {
      config: { rateLimit: { max: 30, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['auth'],
        summary:
          'Send the browser to the provider to sign in (intent=link: to link it, after a re-authentication; intent=reauthenticate: to confirm it is you)',
        params: socialProviderParamsSchema,
        querystring: startQuerySchema,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const { intent, returnTo } = request.query;
      const claims = intent === 'sign-in' ? null : await auth.accessTokens.verify(accessCookie(request));
      const signedIn = claims && { userId: claims.userId, sessionFamily: claims.family ?? null };
      // Linking another way in is a sensitive change: it needs a recent proof, as unlinking does.
      const proven = intent === 'link' && signedIn ? await auth.proofs.isRecent(request, signedIn) : false;
      const started = await oidc.start(request.params.provider, { intent, signedIn, proven, returnTo });
      if (started.flow) await cookies.setFlow(reply, started.flow);
      return reply.redirect(started.location, 303);
    },
  );

  app.get(
    '/auth/oidc/:provider/callback',
    {
      config: { rateLimit: { max: 30, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['auth'],
        summary: "The provider's answer: signs in, links, or leads to the link-account or username form",
        params: socialProviderParamsSchema,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const callbackUrl = new URL(oidc.redirectUri(provider));
      callbackUrl.search = new URL(request.url, 'http://callback').search;
      const flow = await cookies.flow(request, reply);
      const outcome = await oidc.callback(provider, callbackUrl, flow, signInClient(request));
      if (outcome.problem) request.log.warn({ err: outcome.problem, provider }, 'social sign-in refused');
      if (outcome.session) setSessionCookies(reply, ctx.config, outcome.session);
      if (outcome.proof) await auth.proofs.prove(reply, outcome.proof, 'provider');
      if (outcome.pending) await cookies.setPending(reply, outcome.pending);
      return reply.redirect(outcome.location, 303);
    },
  );

  app.get(
    '/auth/oidc/pending',
    {
      schema: {
        tags: ['auth'],
        summary: 'The provider sign-in waiting for a password or a username',
        response: { 200: pendingSocialSignInSchema, ...errorResponses(404) },
      },
    },
    async (request) => oidc.describePending(await cookies.pending(request)),
  );

  app.post(
    '/auth/oidc/link',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Link the waiting provider identity to the account with its e-mail, given that account's password",
        body: linkAccountRequestSchema,
        response: { 200: socialSignedInResponseSchema, ...errorResponses(400, 401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const pending = await cookies.pending(request);
      const linked = await oidc.linkWithPassword(
        pending,
        request.body.password,
        request.ip,
        signInClient(request),
      );
      cookies.clearPending(reply);
      setSessionCookies(reply, ctx.config, linked.session);
      return { message: 'Linked and signed in', redirectTo: linked.redirectTo };
    },
  );

  app.post(
    '/auth/oidc/create',
    {
      config: { rateLimit: { max: 20, timeWindow: ONE_MINUTE } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account for the waiting provider identity with the chosen username',
        body: chooseUsernameRequestSchema,
        response: { 201: socialSignedInResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const created = await oidc.createAccount(
        await cookies.pending(request),
        request.body.username,
        signInClient(request),
      );
      cookies.clearPending(reply);
      setSessionCookies(reply, ctx.config, created.session);
      return reply.code(201).send({ message: 'Account created', redirectTo: created.redirectTo });
    },
  );

  app.get(
    '/user/identities',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's linked provider accounts",
        response: { 200: linkedIdentitiesResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => listIdentities(ctx, oidc.clients, request.userId),
  );

  app.delete(
    '/user/identities/:provider',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary:
          'Unlink a provider; refused (409) when it is the only way into the account, and without a recent re-authentication (403)',
        params: socialProviderParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await auth.proofs.require(request);
      await unlinkIdentity(ctx, request.userId, request.params.provider);
      return { message: 'Unlinked' };
    },
  );
};
