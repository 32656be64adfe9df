import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { JobStepKind } from '@rinkside/domain';
import { StepFailures } from './job-steps/run-due-steps';

/** A background job: `run` is called every `intervalMs`, never twice at once in one process. */
export interface PeriodicJob {
  name: string;
  /** The job runner's kind whose steps this job runs (docs/decisions/066). */
  kind: JobStepKind;
  intervalMs: number;
  /** One pass; an error is logged and the next pass runs as usual. */
  run(ctx: AppContext, log: FastifyBaseLogger): Promise<void>;
}

export interface RunningJob {
  /** Stops scheduling; waits for a pass in progress to finish. */
  stop(): Promise<void>;
}

/** Runs `job` now and then every `job.intervalMs` until stopped. */
export function startPeriodicJob(ctx: AppContext, log: FastifyBaseLogger, job: PeriodicJob): RunningJob {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await job.run(ctx, log);
      ctx.memory.jobs.succeeded(job.name, ctx.now());
    } catch (error) {
      ctx.memory.jobs.failed(job.name, ctx.now());
      // A pass whose steps failed logged each already, and recorded each on its step.
      if (!(error instanceof StepFailures))
        log.error({ err: error, job: job.name }, `${job.name} failed; it runs again shortly`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.intervalMs);
  void tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
