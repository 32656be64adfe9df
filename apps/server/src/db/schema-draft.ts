import type { ColumnType, Generated } from 'kysely';
import type { DraftStatus } from '@rinkside/domain';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A season's entry draft (docs/decisions/049): its lottery, its clock and where it stands. */
export interface DraftsTable {
  id: Generated<number>;
  league_id: number;
  season_id: number;
  /** The pick year it drafts (draft_picks.year). */
  year: number;
  status: DraftStatus;
  /** JSON LotteryResult once held. */
  lottery: Nullable<string>;
  /** draft_picks.overall of the pick on the clock while running or paused. */
  on_clock: Nullable<number>;
  clock_started_at: Nullable<string>;
  /** When the pick on the clock runs out; null: no clock (or paused). */
  clock_deadline: Nullable<string>;
  paused_seconds_left: Nullable<number>;
  /** JSON { [teamId]: count } of expired clocks. */
  expiries: ColumnType<string, string | undefined, string>;
  /** JSON list of team ids drafted automatically for the rest of the draft. */
  auto_team_ids: ColumnType<string, string | undefined, string>;
  /** JSON { [teamId]: seconds } left in each team's asynchronous bank. */
  banks: ColumnType<string, string | undefined, string>;
  /** Bumped by every change; a change made against an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  created_at: string;
  started_at: Nullable<string>;
  completed_at: Nullable<string>;
}

/** A draft-eligible player (players.status 'draft') and the scouts' view of him. */
export interface DraftProspectsTable {
  player_id: number;
  league_id: number;
  year: number;
  /** The scouts' error on his potential in [-1, 1]: how far off their first look is. */
  scout_bias: number;
  scouting_note: string;
  re_entry: ColumnType<number, number | undefined, number>;
}

/** A team's draft queue: prospects in the order it wants them, for itself and for an auto-pick. */
export interface DraftQueuesTable {
  draft_id: number;
  team_id: number;
  /** JSON list of player ids. */
  player_ids: string;
  updated_at: string;
}
