import type { FailedJobStep, JobStepRetryResponse, LeagueJobStepKind } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict } from '../../http/errors';
import { LEAGUE_JOBS } from '../../jobs/league-jobs';
import { failedStepsOf } from '../../jobs/job-steps/queries';
import { releaseFailedStep } from '../../jobs/job-steps/repo';
import { newOwner, runStep } from '../../jobs/job-steps/run-step';
import { leagueStep } from '../../jobs/job-steps/step';
import { recordCommissionerAction } from '../commissioners/audit';
import { requireCommissioner } from '../leagues/service';

/** The league's job steps that failed, with why (docs/decisions/066): its commissioner's to see. */
export async function listFailedSteps(
  ctx: AppContext,
  leagueId: number,
  userId: number,
): Promise<FailedJobStep[]> {
  await requireCommissioner(ctx, leagueId, userId);
  return failedStepsOf(ctx.database.db, leagueId);
}

/**
 * The commissioner's retry of a failed step: its attempts start over and it runs at once, through the job
 * runner's own claim, so it never runs beside another process's run of it. Logged in the league's audit log
 * in the transaction that releases it; should it fail again, it waits for its next attempt as a new failure.
 */
export async function retryFailedStep(
  ctx: AppContext,
  { leagueId, kind, userId }: { leagueId: number; kind: LeagueJobStepKind; userId: number },
): Promise<JobStepRetryResponse> {
  await requireCommissioner(ctx, leagueId, userId);
  const step = leagueStep(kind, leagueId);
  await ctx.database.db.transaction().execute(async (trx) => {
    if (!(await releaseFailedStep(trx, step)))
      throw conflict('This step has not failed: there is nothing to retry.');
    await recordCommissionerAction(trx, {
      leagueId,
      actorId: userId,
      now: ctx.now(),
      action: 'job_retried',
      details: { kind },
    });
  });
  const job = LEAGUE_JOBS[kind];
  const run = await runStep(
    ctx,
    step,
    async (claimed) => {
      await job.runLeague(ctx, leagueId, claimed);
    },
    { owner: newOwner() },
  );
  return { kind, outcome: run.outcome, lastError: run.outcome === 'failed' ? run.lastError : null };
}
