type Timestamp = string;

/** A team's GM told his lineup needs attention before this game (docs/decisions/037). */
export interface LineupAttentionNoticesTable {
  team_id: number;
  game_id: number;
  created_at: Timestamp;
}
