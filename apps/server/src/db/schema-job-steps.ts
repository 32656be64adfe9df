import type { JobStepKind } from '@rinkside/domain';
import type { Generated } from 'kysely';

type Timestamp = string;

/**
 * One kind of timed work for one league, or one user's mail (docs/decisions/066): the job's columns, the
 * same for every kind. Subject 0 is the kind's pass on the host.
 */
export interface JobStepsTable {
  /** A JobStepKind of @rinkside/domain. */
  kind: JobStepKind;
  /** The league's id; the user's for mail; 0 for the kind's pass. */
  subject_id: number;
  league_id: number | null;
  /** When the step was found due and not yet done; null when nothing waits. */
  due_at: Timestamp | null;
  /** Failures in a row since its last success or retry. */
  attempts: Generated<number>;
  last_error: string | null;
  /** After a failure, no process runs it before then. */
  next_attempt_at: Timestamp | null;
  /** Set aside after too many failures, until its commissioner retries it. */
  quarantined_at: Timestamp | null;
  last_success_at: Timestamp | null;
  /** The lease: the process running the step, until then (renewed while it runs); expired, it is free. */
  claimed_until: Timestamp | null;
  claimed_by: string | null;
}
