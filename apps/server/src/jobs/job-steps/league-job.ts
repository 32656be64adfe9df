import type { LeagueJobStepKind } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { runDueSteps } from './run-due-steps';
import type { StepLog } from './run-step';
import { type ClaimedStep, leagueStep } from './step';

/**
 * A kind of work done league by league through the job runner (docs/decisions/066): which leagues have
 * some due now (facts the kind gathers), and one league's share, which does its own transactions and says
 * what it did. A league's share that throws is that league's failure alone.
 */
export interface LeagueJob<Result> {
  kind: LeagueJobStepKind;
  leaguesDue(ctx: AppContext): Promise<number[]>;
  runLeague(ctx: AppContext, leagueId: number, step: ClaimedStep): Promise<Result>;
  /** Leagues run at once (webhooks, whose receivers may hang); one after the other by default. */
  concurrency?: number;
}

/** A kind with its result type forgotten: what the commissioner's retry and the health check need. */
export interface AnyLeagueJob {
  kind: LeagueJob<unknown>['kind'];
  runLeague(ctx: AppContext, leagueId: number, step: ClaimedStep): Promise<unknown>;
}

/**
 * One pass of a league job: each league with due work is claimed and run on its own; returns what each
 * league that ran did. Throws StepFailures once the others ran when any league failed.
 */
export async function runLeagueJob<Result>(
  ctx: AppContext,
  job: LeagueJob<Result>,
  options: { log?: StepLog; owner?: string } = {},
): Promise<Result[]> {
  const results: Result[] = [];
  await runDueSteps(ctx, {
    kind: job.kind,
    findDue: async () => (await job.leaguesDue(ctx)).map((leagueId) => leagueStep(job.kind, leagueId)),
    work: async (step) => {
      results.push(await job.runLeague(ctx, step.subjectId, step));
    },
    concurrency: job.concurrency,
    ...options,
  });
  return results;
}

export const sum = (counts: readonly number[]): number => counts.reduce((total, n) => total + n, 0);
