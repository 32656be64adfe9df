import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundJobs } from '../../jobs/background-jobs';
import { jobKindsHealth } from '../../jobs/job-steps/queries';
import { countQuarantinedGames } from '../games/quarantine';
import { pingDatabase } from './repo';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['sqlite', 'postgres']),
  /** `reconnecting`: this process's PostgreSQL listener is down, so live events from others miss it. */
  liveEvents: z.enum(['ok', 'reconnecting']),
  /**
   * Each background job: its kind in the job runner (`step`), its last pass with nothing failing on the host
   * (any process's, from the database), its last failure in this process, and how many of its steps are set
   * aside (quarantined) on the host: counts only, no league's data (docs/decisions/066).
   */
  jobs: z.array(
    z.object({
      kind: z.string(),
      step: z.string(),
      lastSuccessAt: z.string().nullable(),
      lastFailureAt: z.string().nullable(),
      quarantined: z.number().int().nullable(),
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
      let steps: Awaited<ReturnType<typeof jobKindsHealth>> | null = null;
      try {
        await pingDatabase(database.db);
        quarantinedGames = await countQuarantinedGames(database.db);
        steps = await jobKindsHealth(database.db);
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
        jobs: backgroundJobs(app.ctx.config).map(({ name, kind }) => {
          const step = steps?.get(kind);
          return {
            kind: name,
            step: kind,
            lastSuccessAt: step?.lastSuccessAt ?? null,
            lastFailureAt: app.ctx.memory.jobs.of(name).lastFailureAt?.toISOString() ?? null,
            quarantined: steps ? (step?.quarantined ?? 0) : null,
          };
        }),
        quarantinedGames,
      });
    },
  );
};
