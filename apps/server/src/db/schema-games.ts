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
  /** Failed attempts to play it since it was last retried by hand (docs/decisions/063). */
  attempts: ColumnType<number, number | undefined, number>;
  /** Why the last attempt failed, in our words then the error's. */
  last_error: string | null;
  /** Wall-clock time before which it is not tried again (backoff). */
  next_attempt_at: Timestamp | null;
  /** Set aside after too many failures: not picked again until the commissioner retries it. */
  quarantined_at: Timestamp | null;
}

type ShotCount = ColumnType<number, number | undefined, number>;
type ShotCountName = 'cf' | 'ca' | 'ff' | 'fa' | 'sf' | 'sa' | 'gf' | 'ga' | 'xgf_milli' | 'xga_milli';
/**
 * A game's Corsi, Fenwick, shots, goals and expected goals (in thousandths) for and against, all
 * situations and 5-on-5 (migration 0025; zeros in games stored before it). A team's own, or what
 * happened while a skater was on the ice.
 */
export type SituationColumn = ShotCountName | `${ShotCountName}_5v5`;
type SituationColumns = Record<SituationColumn, ShotCount>;

interface GameRowKeys {
  game_id: number;
  team_id: number;
  season_id: number;
}

export interface PlayerGameStatsTable extends GameRowKeys, SituationColumns {
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
  /** His own attempts, unblocked attempts and their expected goals in thousandths. */
  icf: ShotCount;
  iff: ShotCount;
  ixg_milli: ShotCount;
}

export interface GoalieGameStatsTable extends GameRowKeys {
  player_id: number;
  shots_against: number;
  saves: number;
  goals_against: number;
  toi: number;
  decision: 'W' | 'L' | 'OTL' | null;
  shutout: number;
  /** While in net: unblocked attempts faced, goals allowed on them, their expected goals in thousandths. */
  fa: ShotCount;
  ga: ShotCount;
  xga_milli: ShotCount;
}

export interface TeamGameStatsTable extends GameRowKeys, SituationColumns {
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

/**
 * A team's located shot attempts of one played game, for season shot maps (migrations 0025, 0031): the
 * attempts packed in order of play (modules/games/shot-packing.ts).
 */
export interface TeamGameShotsTable {
  game_id: number;
  /** The shooting team. */
  team_id: number;
  season_id: number;
  game_type: 'regular' | 'playoff';
  shots: Uint8Array;
}
