import type { SeasonPhase } from '@rinkside/domain';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = string;

export interface SeasonsTable {
  id: Generated<number>;
  league_id: number;
  name: string;
  start_year: number;
  /** 1 for the league's active season, else 0. */
  active: number;
  /** docs/decisions/026: changed only by a conditional UPDATE from the phase expected. */
  phase: ColumnType<SeasonPhase, SeasonPhase | undefined, SeasonPhase>;
  /** 'yyyy-MM-dd' in the league's time zone: the first and last days games may be on; null: open. */
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Cup winner, set once with the final's deciding game, and the GM he had then. */
  champion_team_id: ColumnType<number | null, number | null | undefined, number | null>;
  champion_gm_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Regular-season games of the schedule generated for it; null: games made one by one, no automatic playoffs. */
  planned_regular_games: ColumnType<number | null, number | null | undefined, number | null>;
  /** When its offseason's free agency opened (set once, docs/decisions/045); null before. */
  free_agency_opened_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** The free-agency rounds in which AI teams have made their offers, each once. */
  free_agency_ai_rounds: ColumnType<number, number | undefined, number>;
  /** The factor on every ask this season (docs/decisions/075), set at its start. */
  salary_market: ColumnType<number, number | undefined, number>;
  /** When the commissioner started its regular season below the floor (docs/decisions/076); null: not. */
  floor_overridden_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  created_at: Timestamp;
}

/** A team's GM told that his payroll below the floor holds the season's opening (docs/decisions/076). */
export interface OpeningHoldNoticesTable {
  season_id: number;
  team_id: number;
  created_at: Timestamp;
}
