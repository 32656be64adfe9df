/** An inductee of a league's hall of fame (migration 0046, docs/decisions/089): each player once. */
export interface HallOfFameTable {
  league_id: number;
  player_id: number;
  /** The season whose rollover inducted him. */
  inducted_season_id: number;
  /** JSON HallOfFameCareer: his career as it stood when inducted. */
  career: string;
  /** The career value that earned it (hallOfFameValue). */
  value: number;
  created_at: string;
}
