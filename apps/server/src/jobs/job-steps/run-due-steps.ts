import type { JobStepKind } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { firstOf } from '../../lib/first-of';
import { recordPassSuccess } from './outcome';
import { newOwner, runStep, type StepLog, type StepOptions } from './run-step';
import type { ClaimedStep, JobStep } from './step';

/** The steps of a pass that failed: the pass throws it once every other step ran (docs/decisions/066). */
export class StepFailures extends Error {
  constructor(
    readonly kind: JobStepKind,
    readonly failed: JobStep[],
  ) {
    const subjects = failed.map((step) => step.subjectId).join(', ');
    super(`${kind} failed for ${failed.length === 1 ? '' : 'each of '}${subjects}; the others went on`);
    this.name = 'StepFailures';
  }
}

export interface StepPass {
  kind: JobStepKind;
  /**
   * The steps due now, as the kind's facts say (a league with open waivers, a user with mail waiting). With
   * `concurrency` above 1 it is asked again while steps run, so work that falls due meanwhile starts beside
   * them; each step runs at most once a pass.
   */
  findDue: () => Promise<JobStep[]>;
  work: (step: ClaimedStep) => Promise<void>;
  /** Steps run at once; 1 (the default) runs them one after the other. */
  concurrency?: number;
  policy?: StepOptions['policy'];
  log?: StepLog;
  /** Names this pass's leases; a fresh name by default. */
  owner?: string;
}

/** While steps run, how often a concurrent pass looks for newly due ones. */
const LOOK_AGAIN_MS = 250;

/**
 * One pass of a kind through the job runner: each due step is claimed and run on its own (`runStep`), so a
 * step's failure is recorded on it and the others go on; a step another process holds is left to it. Throws
 * StepFailures naming the failed steps once all ran; a pass with none failing is the kind's last success.
 */
export async function runDueSteps(ctx: AppContext, pass: StepPass): Promise<{ ran: number }> {
  const owner = pass.owner ?? newOwner();
  const concurrency = Math.max(1, pass.concurrency ?? 1);
  const seen = new Set<number>();
  const failed: JobStep[] = [];
  // The runner's own trouble (the database away while claiming or recording): the pass throws it at the end.
  const broken: unknown[] = [];
  const running = new Set<Promise<void>>();
  let ran = 0;
  const start = (step: JobStep) => {
    const run: Promise<void> = runStep(ctx, step, pass.work, { owner, policy: pass.policy, log: pass.log })
      .then((result) => {
        if (result.outcome === 'done') ran += 1;
        if (result.outcome === 'failed') failed.push(step);
      })
      .catch((error: unknown) => {
        broken.push(error);
      })
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  for (;;) {
    const fresh = (await pass.findDue()).filter((step) => !seen.has(step.subjectId));
    for (const step of fresh) {
      seen.add(step.subjectId);
      if (broken.length > 0) break;
      if (concurrency === 1) await start(step);
      else {
        while (running.size >= concurrency) await Promise.race(running);
        void start(step);
      }
    }
    if (concurrency === 1 || broken.length > 0 || (running.size === 0 && fresh.length === 0)) break;
    if (running.size > 0) await firstOf(running, LOOK_AGAIN_MS);
  }
  await Promise.all(running);
  if (broken.length > 0) throw broken[0];
  if (failed.length > 0) throw new StepFailures(pass.kind, failed);
  await recordPassSuccess(ctx.database.db, pass.kind, ctx.now());
  return { ran };
}
