import { leagueIdParamsSchema } from '@rinkside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../http/rate-limits';
import { errorResponses } from '../../http/schemas';
import { requireCommissioner } from '../leagues/service';
import { leagueFileStream } from './rinkside-export';
import { leagueFileName } from './rinkside-file-format';
import { leagueFileJsonSchema } from './rinkside-file-schema';

/** Rinkside's league file: the commissioner's download, and the file's JSON Schema for anyone. */
export const rinksideExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/league/:leagueId/export',
    {
      preHandler: app.requireUser,
      // A whole league read and compressed: a few a minute for each user.
      config: { rateLimit: perUserRateLimit(5, 60_000) },
      schema: {
        tags: ['commissioner'],
        summary: 'Download the whole league as a league file (gzip JSON, docs/league-file.md)',
        params: leagueIdParamsSchema,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const league = await requireCommissioner(ctx, request.params.leagueId, request.userId);
      const exportedAt = ctx.now().toISOString();
      const stream = leagueFileStream(ctx.database.db, {
        leagueId: league.id,
        leagueName: league.name,
        exportedAt,
      });
      stream.on('error', (error) => request.log.error({ err: error }, 'league file export failed'));
      return (
        reply
          .header('content-type', 'application/gzip')
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="${leagueFileName(league.name, exportedAt.slice(0, 10))}"`,
          )
          // The file is bytes, which the JSON response schemas (errors only) do not describe.
          .send(stream as never)
      );
    },
  );

  app.get(
    '/league-file.schema.json',
    { schema: { tags: ['leagues'], summary: 'The JSON Schema of Rinkside’s league file' } },
    async (_request, reply) =>
      reply.header('content-type', 'application/schema+json').send(leagueFileJsonSchema()),
  );
};
