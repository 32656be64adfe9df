import { JOB_STEP_LABELS, type FailedJobStep } from '@rinkside/domain';
import { FailedWorkItem } from './failed-work-item';
import { errorMessage } from '../../../../lib/http';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { EmptyText, QueryBody } from '../../components/section-card';
import { PlainList } from '../../../../components/plain-list';
import { useFailedJobSteps } from './api/get-failed-job-steps';
import { useRetryJobStep } from './api/retry-job-step';

/** '2026-11-29T00:40:00.000Z' → '2026-11-29 00:40 UTC': the same words on every screen. */
const utcMinute = (instant: string) => `${instant.slice(0, 16).replace('T', ' ')} UTC`;

const failures = (attempts: number) => (attempts === 1 ? 'failed once' : `failed ${attempts} times`);

/**
 * The league's job steps that failed (ending waivers, free agency, the draft clock, …), each with its
 * error: set aside after three failures in a row, or waiting to be tried again by itself (docs/decisions/066).
 */
export function FailedJobSteps({ leagueId }: { leagueId: number }) {
  const query = useFailedJobSteps(leagueId);
  return (
    <QueryBody query={query} errorTitle="Failed to load the league's failed jobs" rows={1}>
      {() =>
        query.data?.steps.length ? (
          <PlainList label="Jobs set aside or failing">
            {query.data.steps.map((step) => (
              <FailedJobStepItem key={step.kind} leagueId={leagueId} step={step} />
            ))}
          </PlainList>
        ) : (
          <EmptyText>Every job of the league runs: none has failed.</EmptyText>
        )
      }
    </QueryBody>
  );
}

function FailedJobStepItem({ leagueId, step }: { leagueId: number; step: FailedJobStep }) {
  const retry = useRetryJobStep(leagueId);
  const title = JOB_STEP_LABELS[step.kind];
  const state = step.quarantinedAt
    ? `set aside since ${utcMinute(step.quarantinedAt)}`
    : step.nextAttemptAt
      ? `tried again by itself at ${utcMinute(step.nextAttemptAt)}`
      : 'waiting to run';
  const onRetry = () =>
    retry.mutate(step.kind, {
      onSuccess: (outcome) =>
        outcome.outcome === 'done'
          ? notifySuccess(`${title}: done.`)
          : outcome.outcome === 'busy'
            ? notifySuccess(`${title} is running on another server just now.`)
            : notifyError(outcome.lastError ?? `${title} failed again.`),
      onError: (error) => notifyError(errorMessage(error, 'Failed to retry the job.')),
    });
  return (
    <FailedWorkItem
      title={title}
      detail={`${failures(step.attempts)} · ${state}`}
      lastError={step.lastError}
      retrying={retry.isPending}
      onRetry={onRetry}
    />
  );
}
