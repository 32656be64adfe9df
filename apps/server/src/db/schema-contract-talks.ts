import type { ColumnType, Generated } from 'kysely';

/**
 * Re-signing talks with one expiring player in one season (docs/decisions/044): his mood, the offers made,
 * the last offer and his standing counter; 'agreed' once he signs, 'broken' once he walks away.
 */
export interface ContractTalksTable {
  id: Generated<number>;
  league_id: number;
  season_id: number;
  player_id: number;
  team_id: number;
  mood: number;
  offers: ColumnType<number, number | undefined, number>;
  state: ColumnType<'open' | 'agreed' | 'broken', 'open' | 'agreed' | 'broken' | undefined>;
  offer_cap_hit: number | null;
  offer_years: number | null;
  counter_cap_hit: number | null;
  counter_years: number | null;
  updated_at: string;
}
