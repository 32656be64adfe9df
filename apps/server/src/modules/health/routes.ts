import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundJobs } from '../../jobs/background-jobs';
import { countQuarantinedGames } from '../games/quarantine';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['sqlite', 'postgres']),
  /** `reconnecting`: this process's PostgreSQL listener is down, so live events from others miss it. */
  liveEvents: z.enum(['ok', 'reconnecting']),
  /** Each background job kind's last pass with nothing failing, and last failure, in this process. */
  jobs: z.array(
    z.object({
      kind: z.string(),
      lastSuccessAt: z.string().nullable(),
      lastFailureAt: z.string().nullable(),
    }),
  ),
  /** Games set aside after failing, on the whole host: a count only (docs/decisions/063). */
  quarantinedGames: z.number().int().nullable(),
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
      let quarantinedGames: number | null = null;
      try {
        await sql`select 1`.execute(database.db);
        quarantinedGames = await countQuarantinedGames(database.db);
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
        jobs: backgroundJobs(app.ctx.config).map(({ name }) => {
          const health = app.ctx.memory.jobs.of(name);
          return {
            kind: name,
            lastSuccessAt: health.lastSuccessAt?.toISOString() ?? null,
            lastFailureAt: health.lastFailureAt?.toISOString() ?? null,
          };
        }),
        quarantinedGames,
      });
    },
  );
};
