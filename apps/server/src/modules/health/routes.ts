import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['sqlite', 'postgres']),
  /** `reconnecting`: this process's PostgreSQL listener is down, so live events from others miss it. */
  liveEvents: z.enum(['ok', 'reconnecting']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, events } = app.ctx;
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server, its database and its live events listener work (503 while any is down)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      let databaseState: 'ok' | 'unreachable' = 'ok';
      try {
        await sql`select 1`.execute(database.db);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        databaseState = 'unreachable';
      }
      const liveEvents = events.status();
      const ok = databaseState === 'ok' && liveEvents === 'ok';
      // 503 so a load balancer sends people to a process whose live events still arrive.
      return reply.code(ok ? 200 : 503).send({
        status: ok ? ('ok' as const) : ('degraded' as const),
        database: databaseState,
        databaseKind: database.kind,
        liveEvents,
      });
    },
  );
};
