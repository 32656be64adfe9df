import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema';

// The tables of played games: the schedule, each game's record and stats rows, and the playoff series.

/** A season's bracket as seeded (JSON PlayoffBracket): one row, written once, when the playoffs start. */
export interface PlayoffBracketsTable {
  season_id: number;
  bracket: string;
  created_at: Timestamp;
}

/** A series once both its teams are known; `high_team_id` has home ice. */
export interface PlayoffSeriesTable {
  id: Generated<number>;
  season_id: number;
  /** The bracket's series id: 'r1s1', 'r2s3', ... */
  series_key: string;
  /** 1 for the first round. */
  round: number;
  length: number;
  high_team_id: number;
  low_team_id: number;
  high_wins: ColumnType<number, number | undefined, number>;
  low_wins: ColumnType<number, number | undefined, number>;
  winner_team_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A game of a series, numbered from 1; games a decided series no longer needs are deleted. */
export interface PlayoffGamesTable {
  game_id: number;
  series_id: number;
  game_number: number;
}

export interface GameSimulationsTable {
  game_id: number;
  /**
   * SimulationData (SPEC §3: play-by-play, box score, three stars) as game-record-codec.ts encodes it:
   * a format byte, then the game packed by columns and deflated (docs/decisions/021).
   */
  record: Uint8Array;
}

export interface GamesTable {
  id: Generated<number>;
  league_id: number;
  season_id: number;
  home_team_id: number;
  away_team_id: number;
  /** 'yyyy-MM-dd' in the league's time zone. */
  game_date: string;
  start_at: Timestamp;
  game_type: 'regular' | 'playoff';
  /** The engine's seed: the same teams, lineups and seed replay the same game. */
  seed: string;
  status: 'scheduled' | 'final';
  home_score: number | null;
  away_score: number | null;
  /** 'REG', 'OT' or 'SO' once final. */
  result_type: 'REG' | 'OT' | 'SO' | null;
  simulated_at: Timestamp | null;
  created_at: Timestamp;
}

interface GameRowKeys {
  game_id: number;
  team_id: number;
  season_id: number;
}

export interface PlayerGameStatsTable extends GameRowKeys {
  player_id: number;
  goals: number;
  assists: number;
  shots: number;
  hits: number;
  pim: number;
  plus_minus: number;
  pp_goals: number;
  icetime: number;
  giveaways: number;
  takeaways: number;
  shot_blocks: number;
  faceoffs_won: number;
  faceoffs_taken: number;
}

export interface GoalieGameStatsTable extends GameRowKeys {
  player_id: number;
  shots_against: number;
  saves: number;
  goals_against: number;
  toi: number;
  decision: 'W' | 'L' | 'OTL' | null;
  shutout: number;
}

export interface TeamGameStatsTable extends GameRowKeys {
  goals: number;
  goals_against: number;
  shots: number;
  shots_against: number;
  hits: number;
  power_plays: number;
  pp_goals: number;
  times_shorthanded: number;
  pp_goals_against: number;
  pim: number;
  blocks: number;
  faceoffs_won: number;
  /** 'W', 'L' or 'OTL' (an overtime or shootout loss). */
  result: 'W' | 'L' | 'OTL';
}
