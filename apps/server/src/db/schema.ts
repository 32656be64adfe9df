import type { HallOfFameTable } from './schema-hall-of-fame';
import type { ContractType, DraftPickSource, Handedness, PlayerStatus, Position } from '@rinkside/domain';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type {
  PlayoffBracketsTable,
  PlayoffSeriesTable,
  PlayoffGamesTable,
  GameSimulationsTable,
  TeamGameShotsTable,
  GamesTable,
  PlayerGameStatsTable,
  GoalieGameStatsTable,
  SituationColumn,
  TeamGameStatsTable,
} from './schema-games';
import type { EmailChangesTable } from './schema-account-settings';
import type { LeagueWebhooksTable, WebhookDeliveriesTable } from './schema-webhooks';
import type { GmActivityTable } from './schema-gm-activity';
import type { LeagueAuditTable, LeagueCoCommissionersTable } from './schema-commissioners';
import type {
  BoardChannelsTable,
  BoardMutesTable,
  BoardPostsTable,
  BoardReactionsTable,
  BoardReadMarkersTable,
  BoardThreadsTable,
} from './schema-board';
import type { JobStepsTable } from './schema-job-steps';
import type { LineupAttentionNoticesTable } from './schema-desk';
import type { LeagueAdvancesTable } from './schema-league-advances';
import type { OpeningHoldNoticesTable, SeasonsTable } from './schema-seasons';
import type { UserIdentitiesTable } from './schema-identities';
import type { LeagueNewsTable } from './schema-news';
import type {
  ImportedPlayerSeasonsTable,
  ImportedTeamSeasonsTable,
  LeagueImportsTable,
} from './schema-league-imports';
import type { PasswordResetsTable } from './schema-password-resets';
import type { ApiTokensTable } from './schema-api-tokens';
import type { NotificationDigestsTable } from './schema-notification-mail';
import type {
  CapChargesTable,
  RosterTransactionsTable,
  WaiverClaimsTable,
  WaiversTable,
} from './schema-contracts';
import type { ContractTalksTable } from './schema-contract-talks';
import type { ContractOffersTable } from './schema-free-agency';
import type {
  TradeAssetsTable,
  TradeEventsTable,
  TradesTable,
  TradeVotesTable,
  TradingBlockTable,
} from './schema-trades';
import type { DraftProspectsTable, DraftQueuesTable, DraftsTable } from './schema-draft';
import type { EmailVerificationsTable, RefreshTokensTable, UsersTable } from './schema-accounts';
import type { MessagesTable, NotificationPreferencesTable, NotificationsTable } from './schema-notifications';

export type {
  PlayoffBracketsTable,
  PlayoffSeriesTable,
  PlayoffGamesTable,
  GameSimulationsTable,
  GamesTable,
  PlayerGameStatsTable,
  GoalieGameStatsTable,
  TeamGameStatsTable,
  TeamGameShotsTable,
  SituationColumn,
  SeasonsTable,
  UsersTable,
  RefreshTokensTable,
};

/** Timestamps are ISO-8601 UTC strings on both dialects, so they compare as text. */
export type Timestamp = string;

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
  /** JSON InactivitySettings; null: DEFAULT_INACTIVITY_SETTINGS (docs/decisions/036). */
  inactivity_settings: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON ContractSettings; null: NHL_CONTRACT_SETTINGS (docs/decisions/043). */
  contract_settings: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON TradeSettings over the defaults (docs/decisions/047); null: the defaults. */
  trade_settings: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON DraftSettings over the defaults (docs/decisions/049); null: the defaults. */
  draft_settings: ColumnType<string | null, string | null | undefined, string | null>;
  /** The league day AI teams last proposed trades on (docs/decisions/048). */
  trade_ai_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** The closing year of the last rollover that judged retired players for the hall of fame (089). */
  hall_of_fame_judged_through: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  /** Set when the league was closed (its commissioner left without handing it over): read-only. */
  closed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /** Who may read it (docs/decisions/059); defaults to 'public'. */
  visibility: ColumnType<'public' | 'members', 'public' | 'members' | undefined, 'public' | 'members'>;
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
  /** What the team's GM is looking for in trades, as the trading block shows it. */
  trade_looking_for: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlayersTable {
  id: Generated<number>;
  league_id: number;
  team_id: number | null;
  first_name: string;
  last_name: string;
  position: Position;
  /** One or more positions, comma-separated (SPEC §5): 'C', 'LW,RW', 'D'. */
  natural_position: string;
  jersey_number: number;
  age: number;
  handedness: Handedness;
  height: number;
  weight: number;
  country: string;
  overall: number;
  status: PlayerStatus;
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
  /** docs/decisions/043: 'entry-level' or 'standard', and the start year of the season it began. */
  contract_type: ColumnType<ContractType, ContractType | undefined, ContractType>;
  contract_signed_year: ColumnType<number, number | undefined, number>;
  /** His first contract's season and his age when he signed it: waiver exemption counts from them. */
  first_contract_year: ColumnType<number, number | undefined, number>;
  age_at_first_contract: ColumnType<number, number | undefined, number>;
  /** Professional games and accrued seasons before he joined this league (estimated). */
  prior_games: ColumnType<number, number | undefined, number>;
  prior_accrued_seasons: ColumnType<number, number | undefined, number>;
  /** docs/decisions/044: a signed re-signing that starts when his contract ends, else null. */
  extension_cap_hit: ColumnType<number | null, number | null | undefined, number | null>;
  extension_years: ColumnType<number | null, number | null | undefined, number | null>;
  /** The qualifying offer his team tendered this offseason, else null. */
  qualifying_offer: ColumnType<number | null, number | null | undefined, number | null>;
  /** The team a free agent last played for (docs/decisions/045): it may give him the re-signing term. */
  last_team_id: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** docs/decisions/049: its place in its draft once the order is set, and the player it took. */
  overall: ColumnType<number | null, number | null | undefined, number | null>;
  player_id: ColumnType<number | null, number | null | undefined, number | null>;
  source: ColumnType<DraftPickSource | null, DraftPickSource | null | undefined, DraftPickSource | null>;
  made_at: ColumnType<string | null, string | null | undefined, string | null>;
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
  password_resets: PasswordResetsTable;
  api_tokens: ApiTokensTable;
  user_identities: UserIdentitiesTable;
  email_changes: EmailChangesTable;
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
  gm_activity: GmActivityTable;
  notification_preferences: NotificationPreferencesTable;
  lineup_attention_notices: LineupAttentionNoticesTable;
  league_news: LeagueNewsTable;
  notification_digests: NotificationDigestsTable;
  cap_charges: CapChargesTable;
  roster_transactions: RosterTransactionsTable;
  waivers: WaiversTable;
  contract_talks: ContractTalksTable;
  waiver_claims: WaiverClaimsTable;
  contract_offers: ContractOffersTable;
  trades: TradesTable;
  trade_assets: TradeAssetsTable;
  trade_events: TradeEventsTable;
  trade_votes: TradeVotesTable;
  trading_block: TradingBlockTable;
  drafts: DraftsTable;
  draft_prospects: DraftProspectsTable;
  draft_queues: DraftQueuesTable;
  game_simulations: GameSimulationsTable;
  team_game_shots: TeamGameShotsTable;
  playoff_brackets: PlayoffBracketsTable;
  playoff_series: PlayoffSeriesTable;
  playoff_games: PlayoffGamesTable;
  league_webhooks: LeagueWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  league_co_commissioners: LeagueCoCommissionersTable;
  league_audit: LeagueAuditTable;
  job_steps: JobStepsTable;
  league_advances: LeagueAdvancesTable;
  opening_hold_notices: OpeningHoldNoticesTable;
  league_imports: LeagueImportsTable;
  imported_player_seasons: ImportedPlayerSeasonsTable;
  imported_team_seasons: ImportedTeamSeasonsTable;
  board_channels: BoardChannelsTable;
  board_threads: BoardThreadsTable;
  board_posts: BoardPostsTable;
  board_reactions: BoardReactionsTable;
  board_mutes: BoardMutesTable;
  board_read_markers: BoardReadMarkersTable;
  hall_of_fame: HallOfFameTable;
}

/** The database, or a transaction on it: what every query takes. */
export type Db = Kysely<Database>;
