import type { Generated } from 'kysely';

type Timestamp = string;

/** A GM the league's commissioner named co-commissioner (docs/decisions/060). */
export interface LeagueCoCommissionersTable {
  league_id: number;
  user_id: number;
  named_at: Timestamp;
}

/** One use of a commissioner power (docs/decisions/060). */
export interface LeagueAuditTable {
  id: Generated<number>;
  league_id: number;
  /** Null once the account is gone for good; a deleted account keeps its row and shows its placeholder. */
  actor_id: number | null;
  /** A CommissionerAction of @rinkside/domain. */
  action: string;
  /** JSON details of the action, in the shape its action names. */
  details: string;
  /** The league clock's time when it happened, and the wall clock's (the audit record's own). */
  league_at: Timestamp;
  wall_at: Timestamp;
}
