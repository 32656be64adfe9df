import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['sqlite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.ctx;
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are reachable',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
        return { status: 'ok' as const, database: 'ok' as const, databaseKind: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({
          status: 'degraded' as const,
          database: 'unreachable' as const,
          databaseKind: database.kind,
        });
      }
    },
  );
};
