import type { AdvanceStatus } from '@rinkside/domain';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

/** A league advance the commissioner asked for, run as a job (docs/decisions/067). */
export interface LeagueAdvancesTable {
  id: Generated<number>;
  league_id: number;
  requested_by: number | null;
  /** The AdvanceRequest, as JSON. */
  request: string;
  /** An AdvanceStatus of @rinkside/domain. */
  status: AdvanceStatus;
  played: ColumnType<number, number | undefined, number>;
  total: number | null;
  /** The AdvanceResponse, as JSON, once done. */
  result: ColumnType<string | null, string | null | undefined, string | null>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  finished_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The process running it holds it until then, renewing as it goes. */
  claimed_until: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  next_attempt_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  quarantined_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** When the commissioner asked it to stop (docs/decisions/080): it stops after the batch under way. */
  stop_requested_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}
