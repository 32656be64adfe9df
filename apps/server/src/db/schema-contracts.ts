import type { TransactionKind } from '@rinkside/domain';
import type { ColumnType, Generated } from 'kysely';

/**
 * A charge against a team's cap for a player no longer on it: a buy-out (docs/decisions/043), or salary
 * it retained in a trade (docs/decisions/047), which names the trade so reversing it removes the charge.
 */
export interface CapChargesTable {
  id: Generated<number>;
  league_id: number;
  team_id: number;
  player_id: number | null;
  kind: 'buyout' | 'retained';
  /** The start year of the first season charged, and how many seasons from it. */
  first_year: number;
  seasons: number;
  charge_per_season: number;
  created_at: string;
  trade_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One roster move as the league's transaction log shows it; `detail` is JSON RosterTransactionDetail. */
export interface RosterTransactionsTable {
  id: Generated<number>;
  league_id: number;
  team_id: number | null;
  player_id: number | null;
  kind: TransactionKind;
  detail: string;
  by_user_id: number | null;
  /** The wall clock when it was written. */
  created_at: string;
  /** When it happened on the league's clock (docs/decisions/079): what the log sorts by and shows. */
  league_at: string;
}

/** A player on waivers (docs/decisions/043): times on the league's clock, claimed or cleared once. */
export interface WaiversTable {
  id: Generated<number>;
  league_id: number;
  player_id: number;
  from_team_id: number;
  headed_to: 'minors' | 'release';
  placed_at: string;
  ends_at: string;
  state: ColumnType<'open' | 'claimed' | 'cleared', 'open' | undefined, 'claimed' | 'cleared'>;
  claimed_by_team_id: number | null;
  resolved_at: string | null;
}

export interface WaiverClaimsTable {
  waiver_id: number;
  team_id: number;
  by_user_id: number | null;
  claimed_at: string;
}
