type Timestamp = string;

/** One GM seat's activity (docs/decisions/036); the row is the seat's while `user_id` is the team's GM. */
export interface GmActivityTable {
  team_id: number;
  user_id: number;
  tracked_since: Timestamp;
  /** The GM's last request in the league (written at most every few minutes); null: not seen yet. */
  last_active_at: Timestamp | null;
  /** The nudge of the current stretch away; cleared when the GM is back. */
  nudged_at: Timestamp | null;
  /** On autopilot since; cleared when the GM acts in the league. */
  autopilot_at: Timestamp | null;
}
