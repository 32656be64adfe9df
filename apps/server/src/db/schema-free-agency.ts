import type { ColumnType, Generated } from 'kysely';
import type { OfferState } from '@rinkside/domain';

/** A contract offer to a free agent (docs/decisions/045): decided once, at `decide_at` on the league's clock. */
export interface ContractOffersTable {
  id: Generated<number>;
  league_id: number;
  player_id: number;
  team_id: number;
  /** The GM or commissioner who made it; null for an AI team's. */
  by_user_id: number | null;
  cap_hit: number;
  years: number;
  made_at: string;
  decide_at: string;
  state: ColumnType<OfferState, OfferState | undefined, OfferState>;
  reason: string | null;
  decided_at: string | null;
}
