import type { SeasonPhase } from '@rinkside/domain';
import type { ColumnType, Generated } from 'kysely';
import type {
  PlayoffBracketsTable,
  PlayoffSeriesTable,
  PlayoffGamesTable,
  GameSimulationsTable,
  GamesTable,
  PlayerGameStatsTable,
  GoalieGameStatsTable,
  TeamGameStatsTable,
} from './schema-games';

export type {
  PlayoffBracketsTable,
  PlayoffSeriesTable,
  PlayoffGamesTable,
  GameSimulationsTable,
  GamesTable,
  PlayerGameStatsTable,
  GoalieGameStatsTable,
  TeamGameStatsTable,
};

/** Timestamps are ISO-8601 UTC strings on both dialects, so they compare as text. */
export type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  /** Lower-cased username, for case-insensitive uniqueness and login. */
  username_key: string;
  password_hash: string;
  gm_name: string | null;
  favorite_team: string | null;
  prefers_to: string | null;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
}

export interface EmailVerificationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** Every token rotated from one sign-in shares a family; reuse revokes the family. */
  family: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LeaguesTable {
  id: Generated<number>;
  name: string;
  commissioner_id: number;
  mode: 'nhl' | 'custom';
  league_type: string;
  start_year: number;
  player_setup: string;
  time_zone: string;
  /** 'yyyy-MM-dd': the league day the commissioner simulated ahead to; null: the wall clock's day. */
  simulated_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON PlayoffSettings; null: DEFAULT_PLAYOFF_SETTINGS (docs/decisions/027). */
  playoff_settings: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

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
  created_at: Timestamp;
}

export interface TeamsTable {
  id: Generated<number>;
  league_id: number;
  name: string;
  city: string;
  abbreviation: string;
  primary_color: string;
  secondary_color: string;
  conference: string | null;
  division: string | null;
  gm_user_id: number | null;
  /** JSON GoaliePlan; null: the default plan. */
  goalie_plan: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlayersTable {
  id: Generated<number>;
  league_id: number;
  team_id: number | null;
  first_name: string;
  last_name: string;
  position: string;
  natural_position: string;
  jersey_number: number;
  age: number;
  handedness: string;
  height: number;
  weight: number;
  country: string;
  overall: number;
  status: string;
  cap_hit: number;
  contract_years: number;
  /** JSON: { attributes } for skaters, { goalieAttributes } for goalies. */
  attributes: string;
  role: ColumnType<string | null, string | null | undefined, string | null>;
  potential: ColumnType<number | null, number | null | undefined, number | null>;
  /** JSON Injury while he is hurt, else null. */
  injury: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last season a retired player played (he has no team); null while he plays (docs/decisions/029). */
  retired_after_season_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A player's summer before a season (JSON PlayerProgression), for his page. */
export interface PlayerProgressionsTable {
  player_id: number;
  /** The season the summer led into. */
  season_id: number;
  progression: string;
}

export interface LineupsTable {
  team_id: number;
  /** JSON slot map (SPEC §3 lineup assignments). */
  lineup: string;
  updated_at: Timestamp;
}

export interface DepthChartsTable {
  team_id: number;
  /** JSON: player ids in depth order per position, plus unassigned. */
  chart: string;
  updated_at: Timestamp;
}

export interface DraftPicksTable {
  id: Generated<number>;
  league_id: number;
  original_team_id: number;
  owner_team_id: number;
  year: number;
  round: number;
  conditions: string | null;
}

export interface RecruitmentsTable {
  id: Generated<number>;
  league_id: number;
  team_id: number;
  status: 'open' | 'closed';
  created_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface ApplicationsTable {
  id: Generated<number>;
  recruitment_id: number;
  user_id: number;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn';
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  email_verifications: EmailVerificationsTable;
  refresh_tokens: RefreshTokensTable;
  leagues: LeaguesTable;
  seasons: SeasonsTable;
  teams: TeamsTable;
  players: PlayersTable;
  player_progressions: PlayerProgressionsTable;
  lineups: LineupsTable;
  depth_charts: DepthChartsTable;
  draft_picks: DraftPicksTable;
  recruitments: RecruitmentsTable;
  applications: ApplicationsTable;
  games: GamesTable;
  player_game_stats: PlayerGameStatsTable;
  goalie_game_stats: GoalieGameStatsTable;
  team_game_stats: TeamGameStatsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  game_simulations: GameSimulationsTable;
  playoff_brackets: PlayoffBracketsTable;
  playoff_series: PlayoffSeriesTable;
  playoff_games: PlayoffGamesTable;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  /** JSON: the kind's payload (NotificationContent in @rinkside/domain). */
  payload: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  channel: string;
}

export interface MessagesTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number;
  content: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}
