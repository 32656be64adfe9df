/**
 * How a kind of timed work tries again after it fails (docs/decisions/066): it waits `firstWaitMs` after
 * its first failure, `growth` times longer after each further one, and the `attemptsBeforeQuarantine`-th
 * failure in a row sets it aside (quarantine) until its commissioner retries it.
 */
export interface RetryPolicy {
  firstWaitMs: number;
  growth: number;
  attemptsBeforeQuarantine: number;
}

/** What happens to a job step after a failed attempt: tried again at `nextAttemptAt`, or quarantined. */
export interface StepFailureDecision {
  attempts: number;
  nextAttemptAt: Date | null;
  quarantined: boolean;
}

/** Every league job step's policy (waivers, free agency, the draft clock, trades, …): three strikes, 1 min doubled. */
export const JOB_STEP_RETRY: RetryPolicy = {
  firstWaitMs: 60_000,
  growth: 2,
  attemptsBeforeQuarantine: 3,
};

/** How much of a failure's words a step keeps. */
export const JOB_ERROR_MAX_LENGTH = 500;

/**
 * The rule after an attempt failed: `attemptsBefore` failures came before this one. Below the policy's
 * threshold the step waits `firstWaitMs × growth^(failures before)`; at it, the step is quarantined and not
 * tried again by itself.
 */
export function decideStepFailure(
  attemptsBefore: number,
  now: Date,
  policy: RetryPolicy,
): StepFailureDecision {
  const attempts = Math.max(0, attemptsBefore) + 1;
  if (attempts >= policy.attemptsBeforeQuarantine)
    return { attempts, nextAttemptAt: null, quarantined: true };
  const waitMs = policy.firstWaitMs * policy.growth ** (attempts - 1);
  return { attempts, nextAttemptAt: new Date(now.getTime() + waitMs), quarantined: false };
}

/** A failure in our words, then the error's own (the server's, so safe to show its commissioner), cut short. */
export function describeFailure(what: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const text = `${what}: ${message}`;
  return text.length > JOB_ERROR_MAX_LENGTH ? `${text.slice(0, JOB_ERROR_MAX_LENGTH - 1)}…` : text;
}
