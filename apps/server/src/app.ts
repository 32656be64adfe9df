import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { logoImageOrigin } from './config';
import type { AppContext } from './context';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import { OPENAPI_DESCRIPTION } from './http/openapi-description';
import { redactUrl } from './http/redact-url';
import { requireUserPlugin } from './http/require-user';
import { registerSameOriginCheck } from './http/same-origin';
import { registerWebApp } from './http/static-files';
import { accountRoutes } from './modules/account/routes';
import { ACCESS_COOKIE } from './modules/auth/cookies';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { awardsRoutes } from './modules/awards/routes';
import { recordsRoutes } from './modules/records/routes';
import { hallOfFameRoutes } from './modules/hall-of-fame/routes';
import { accountDeletionRoutes } from './modules/account/deletion-routes';
import { authRoutes } from './modules/auth/routes';
import { signInRoutes } from './modules/auth/sign-in-routes';
import { AuthService } from './modules/auth/service';
import { feedRoutes } from './modules/feed/routes';
import { gameRoutes } from './modules/games/routes';
import { healthRoutes } from './modules/health/routes';
import { registerActivityTracking } from './modules/inactivity/activity-tracking';
import { inactivityRoutes } from './modules/inactivity/routes';
import { jobStepRoutes } from './modules/job-steps/routes';
import { commishRoutes } from './modules/commish/routes';
import { commissionerRoutes } from './modules/commissioners/routes';
import { contractRoutes } from './modules/contracts/routes';
import { reSigningRoutes } from './modules/re-signing/routes';
import { freeAgencyRoutes } from './modules/free-agency/routes';
import { deskRoutes } from './modules/desk/routes';
import { draftRoutes } from './modules/draft/routes';
import { leagueAdvanceRoutes } from './modules/league-advances/routes';
import { leagueClockRoutes } from './modules/league-clock/routes';
import { registerClosedLeagueGuard } from './modules/leagues/closed-league-guard';
import { registerLeagueAccessGuard } from './modules/leagues/league-access-guard';
import { leagueRoutes } from './modules/leagues/routes';
import { leagueFileRoutes } from './modules/league-files/routes';
import { rinksideExportRoutes } from './modules/league-files/rinkside-export-routes';
import { lineRoutes } from './modules/lines/routes';
import { liveRoutes } from './modules/messages/live-routes';
import { messageRoutes } from './modules/messages/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { oidcRoutes } from './modules/oidc/routes';
import { playerRoutes } from './modules/players/routes';
import { playoffRoutes } from './modules/playoffs/routes';
import { profileRoutes } from './modules/profile/routes';
import { recruitmentRoutes } from './modules/recruitments/routes';
import { seasonRoutes } from './modules/seasons/routes';
import { seasonOpeningRoutes } from './modules/season-opening/routes';
import { statsRoutes } from './modules/stats/routes';
import { refreshSeasonPages } from './modules/stats/api';
import { teamRoutes } from './modules/teams/routes';
import { tradeRoutes } from './modules/trades/routes';
import { tradeSettingsRoutes } from './modules/trade-settings/routes';
import { draftRightsRoutes } from './modules/draft-rights/routes';
import { draftSettingsRoutes } from './modules/draft-settings/routes';
import { tradingBlockRoutes } from './modules/trading-block/routes';
import { userRoutes } from './modules/users/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { boardRoutes } from './modules/board/routes';
import { boardLinkRoutes } from './modules/board-links/routes';
import { registerRequestsInFlight } from './http/requests-in-flight';
import { fastifyTrustProxy } from './trust-proxy';

export interface BuildAppOptions {
  /** The process's logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
}

/** Builds the whole app (plugins, routes, error handler) without listening; tests build the same. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(ctx.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
    // Unknown fields in a body are stripped by the zod schemas.
    ajv: { customOptions: { removeAdditional: 'all' } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // The engine's threads end with the app, so a server or a test that closes it exits.
  app.addHook('onClose', () => ctx.simulation.close());
  app.addHook('onClose', async () => ctx.batches?.close());
  app.addHook('onClose', async () => ctx.pages?.close());
  // A background batch's leagues are released once the season pages someone reads are ready (decision 101).
  ctx.memory.storing.whenStored((leagueIds) => refreshSeasonPages(ctx, leagueIds));
  registerRequestsInFlight(app, ctx.memory.requests);
  registerErrorHandler(app);
  registerSameOriginCheck(app, ctx.config.PUBLIC_URL);
  registerCompression(app);
  registerActivityTracking(app);
  registerLeagueAccessGuard(app);
  registerClosedLeagueGuard(app);
  // A league advance this process runs stops between two batches and lets go of its claim (docs/decisions/067).
  app.addHook('onClose', async () => ctx.memory.advances.stopAll());
  // One log line per request, without the tokens mailed links carry (docs/decisions/058).
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  // Only an https PUBLIC_URL may tell browsers to use https alone: over plain http (a home server at
  // http://192.168.1.10:3000) upgrading every request to https leaves a blank page.
  const https = new URL(ctx.config.PUBLIC_URL).protocol === 'https:';
  const logoOrigin = logoImageOrigin(ctx.config);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Crests are data: URLs; another host only when the operator names one for logos (decision 016).
        'img-src': ["'self'", 'data:', ...(logoOrigin ? [logoOrigin] : [])],
        'style-src': ["'self'", "'unsafe-inline'"],
        'script-src': ["'self'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    // Browsers ignore Cross-Origin-Opener-Policy from an untrustworthy (plain-http, not localhost) origin
    // and log an error on every page load saying so.
    crossOriginOpenerPolicy: https,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Rinkside API', version: '1.0.0', description: OPENAPI_DESCRIPTION },
      components: {
        securitySchemes: {
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API token (rks_…) from Account settings; see the introduction above.',
          },
          session: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
        },
      },
      security: [{ session: [] }, { apiToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(requireUserPlugin, { auth: new AuthService(ctx) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(oidcRoutes);
      await api.register(signInRoutes);
      await api.register(accountRoutes);
      await api.register(apiTokenRoutes);
      await api.register(userRoutes);
      await api.register(leagueRoutes);
      await api.register(leagueFileRoutes);
      await api.register(teamRoutes);
      await api.register(playerRoutes);
      await api.register(commishRoutes);
      await api.register(commissionerRoutes);
      await api.register(recruitmentRoutes);
      await api.register(profileRoutes);
      await api.register(accountDeletionRoutes);
      await api.register(gameRoutes);
      await api.register(jobStepRoutes);
      await api.register(leagueClockRoutes);
      await api.register(leagueAdvanceRoutes);
      await api.register(playoffRoutes);
      await api.register(lineRoutes);
      await api.register(statsRoutes);
      await api.register(awardsRoutes);
      await api.register(recordsRoutes);
      await api.register(hallOfFameRoutes);
      await api.register(messageRoutes);
      await api.register(notificationRoutes);
      await api.register(tradingBlockRoutes);
      await api.register(tradeSettingsRoutes);
      await api.register(draftSettingsRoutes);
      await api.register(draftRightsRoutes);
      await api.register(deskRoutes);
      await api.register(feedRoutes);
      await api.register(liveRoutes);
      await api.register(seasonRoutes);
      await api.register(seasonOpeningRoutes);
      await api.register(inactivityRoutes);
      await api.register(webhookRoutes);
      await api.register(boardRoutes);
      await api.register(boardLinkRoutes);
      await api.register(contractRoutes);
      await api.register(reSigningRoutes);
      await api.register(freeAgencyRoutes);
      await api.register(tradeRoutes);
      await api.register(draftRoutes);
      await api.register(rinksideExportRoutes);
    },
    { prefix: '/api' },
  );

  registerWebApp(app, ctx.config.WEB_DIST);
  return app;
}
