import {
  leagueImportResponseSchema,
  leagueImportWarningsResponseSchema,
  leagueParamsSchema,
} from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { readLeagueFileBytes, recogniseLeagueFile } from './league-file-body';
import { importZengmLeague } from './zengm-import';
import { importRinksideLeague } from './rinkside-import';
import { getImportWarnings } from './import-warnings';

/** Megabytes as the limit is set and said: a million bytes. */
const MB = 1_000_000;

/** Importing a league file into a new league, and reading again what the import left behind. */
export const leagueFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook('preHandler', app.requireUser);

  // The body is the file itself, gzip or JSON whatever the Content-Type says, read as a stream up to the
  // host's limit (league-file-body.ts): no parser buffers or parses it first. Only this plugin's routes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', '*'], (_request, payload, done) => done(null, payload));

  app.post(
    '/league/import',
    {
      // As many as league creation allows: ten a minute for each user.
      config: { rateLimit: perUserRateLimit(10, 60_000) },
      schema: {
        tags: ['leagues'],
        summary:
          'Import a league file into a new league the caller runs (body: the file, application/gzip or application/json; a ZenGM hockey export is recognised by its content); 201 with the league and what was not carried',
        response: { 201: leagueImportResponseSchema, ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request, reply) => {
      const bytes = await readLeagueFileBytes(
        request.body as AsyncIterable<Uint8Array>,
        ctx.config.LEAGUE_IMPORT_MAX_MB * MB,
      );
      const file = recogniseLeagueFile(bytes);
      const importer = file.format === 'rinkside' ? importRinksideLeague : importZengmLeague;
      const imported = await importer(ctx, { document: file.document, userId: request.userId });
      return reply.code(201).send(imported);
    },
  );

  app.get(
    '/league/:id/import-warnings',
    {
      schema: {
        tags: ['commissioner'],
        summary:
          "What the league's import from a league file did not carry (commissioner); none for a league made in Rinkside",
        params: leagueParamsSchema,
        response: { 200: leagueImportWarningsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getImportWarnings(ctx, { leagueId: request.params.id, userId: request.userId }),
  );
};
