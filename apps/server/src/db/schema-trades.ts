import type { ColumnType, Generated } from 'kysely';
import type { TradeEventKind, TradeStatus } from '@rinkside/domain';

/** A trade proposal between two teams (docs/decisions/047); its assets are in trade_assets. */
export interface TradesTable {
  id: Generated<number>;
  league_id: number;
  status: TradeStatus;
  status_reason: string | null;
  /** The proposing team, and the team it deals with. */
  proposer_team_id: number;
  partner_team_id: number;
  /** The GM or commissioner who proposed it; null for an AI team's proposal. */
  proposed_by_user_id: number | null;
  /** The proposal this one counters, and the counter that answered this one. */
  parent_id: number | null;
  counter_id: ColumnType<number | null, number | null | undefined, number | null>;
  season_id: number | null;
  note: string | null;
  created_at: string;
  expires_at: string | null;
  review_ends_at: ColumnType<string | null, string | null | undefined, string | null>;
  completed_at: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The value model's ratio of the lesser side's value to the greater's, set when proposed. */
  fairness_ratio: ColumnType<number | null, number | null | undefined, number | null>;
  /** The team the value model says gets more; null when even or not known (docs/decisions/048). */
  fairness_gainer_team_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One asset a trade moves: a player (with the share of his cap hit the giver keeps) or a draft pick. */
export interface TradeAssetsTable {
  id: Generated<number>;
  trade_id: number;
  from_team_id: number;
  to_team_id: number;
  player_id: number | null;
  pick_id: number | null;
  retained_percent: ColumnType<number, number | undefined, number>;
}

/** A step in a trade's thread. */
export interface TradeEventsTable {
  id: Generated<number>;
  trade_id: number;
  at: string;
  kind: TradeEventKind;
  team_id: number | null;
  user_id: number | null;
  text: string | null;
}

/** A GM's veto vote on another team's trade in its veto window: one a team. */
export interface TradeVotesTable {
  trade_id: number;
  team_id: number;
  user_id: number | null;
  at: string;
}

/** A player his team would move, with its GM's note. */
export interface TradingBlockTable {
  league_id: number;
  team_id: number;
  player_id: number;
  note: string | null;
  listed_at: string;
}
