import type { Database } from '../../db/schema';

// Rinkside's own league file (docs/decisions/086): one declaration per league table says how its rows
// belong to a league and which of its columns hold ids of which table, so the export reads every table the
// same way and the import gives every row a new id and follows every reference. A table of the database is
// either declared here or excluded below with its reason (rinkside-tables.test.ts holds it to that).

export type TableName = keyof Database & string;

/** What an id column refers to: a table in the file, the user seat (dropped), or the importing user. */
export type IdTarget = TableName | 'user' | 'importer';

/**
 * How ids inside a JSON text column are found: every number in it (`numbers`), object keys that are ids
 * (`keys`), or values under keys whose names say what they are (`named`: `teamId`, `playerId`, ...).
 */
export type JsonIds =
  { kind: 'numbers'; target: TableName } | { kind: 'keys'; target: TableName } | { kind: 'named' };

/** A column that holds bytes: a played game's record or a team's located shots, both naming players. */
export type BinaryColumn = 'game-record' | 'team-shots';

export interface TableDeclaration {
  table: TableName;
  /** How a row belongs to the league: its own league id, or its parent row's (one step away). */
  scope: { kind: 'league' } | { kind: 'league_id' } | { kind: 'via'; column: string; parent: TableName };
  /** Its primary key, the order rows are read in (batches by keyset). `id` is generated: a new one on import. */
  key: readonly string[];
  /** Columns holding ids, and what they refer to. */
  refs: Readonly<Record<string, IdTarget>>;
  json?: Readonly<Record<string, JsonIds>>;
  binary?: Readonly<Record<string, BinaryColumn>>;
}

const league = { kind: 'league_id' } as const;
const via = (column: string, parent: TableName) => ({ kind: 'via', column, parent }) as const;
const ID = ['id'] as const;
const named = { kind: 'named' } as const;
const players = { kind: 'numbers', target: 'players' } as const;
const gameRow = { game_id: 'games', team_id: 'teams', season_id: 'seasons' } as const;

/** The league's tables in the order they are written: a row comes after every row it refers to. */
export const LEAGUE_FILE_TABLES: readonly TableDeclaration[] = [
  { table: 'leagues', scope: { kind: 'league' }, key: ID, refs: { commissioner_id: 'importer' } },
  { table: 'teams', scope: league, key: ID, refs: { league_id: 'leagues', gm_user_id: 'user' } },
  {
    table: 'seasons',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', champion_team_id: 'teams', champion_gm_user_id: 'user' },
  },
  {
    table: 'players',
    scope: league,
    key: ID,
    refs: {
      league_id: 'leagues',
      team_id: 'teams',
      retired_after_season_id: 'seasons',
      last_team_id: 'teams',
    },
  },
  {
    table: 'player_progressions',
    scope: via('player_id', 'players'),
    key: ['player_id', 'season_id'],
    refs: { player_id: 'players', season_id: 'seasons' },
  },
  {
    table: 'lineups',
    scope: via('team_id', 'teams'),
    key: ['team_id'],
    refs: { team_id: 'teams' },
    json: { lineup: players },
  },
  {
    table: 'depth_charts',
    scope: via('team_id', 'teams'),
    key: ['team_id'],
    refs: { team_id: 'teams' },
    json: { chart: players },
  },
  {
    table: 'draft_picks',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', original_team_id: 'teams', owner_team_id: 'teams', player_id: 'players' },
  },
  {
    table: 'draft_prospects',
    scope: league,
    key: ['player_id'],
    refs: { player_id: 'players', league_id: 'leagues' },
  },
  {
    table: 'games',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', season_id: 'seasons', home_team_id: 'teams', away_team_id: 'teams' },
  },
  {
    table: 'game_simulations',
    scope: via('game_id', 'games'),
    key: ['game_id'],
    refs: { game_id: 'games' },
    binary: { record: 'game-record' },
  },
  {
    table: 'player_game_stats',
    scope: via('game_id', 'games'),
    key: ['game_id', 'player_id'],
    refs: { ...gameRow, player_id: 'players' },
  },
  {
    table: 'goalie_game_stats',
    scope: via('game_id', 'games'),
    key: ['game_id', 'player_id'],
    refs: { ...gameRow, player_id: 'players' },
  },
  { table: 'team_game_stats', scope: via('game_id', 'games'), key: ['game_id', 'team_id'], refs: gameRow },
  {
    table: 'team_game_shots',
    scope: via('game_id', 'games'),
    key: ['game_id', 'team_id'],
    refs: gameRow,
    binary: { shots: 'team-shots' },
  },
  {
    table: 'playoff_brackets',
    scope: via('season_id', 'seasons'),
    key: ['season_id'],
    refs: { season_id: 'seasons' },
    json: { bracket: named },
  },
  {
    table: 'playoff_series',
    scope: via('season_id', 'seasons'),
    key: ID,
    refs: { season_id: 'seasons', high_team_id: 'teams', low_team_id: 'teams', winner_team_id: 'teams' },
  },
  {
    table: 'playoff_games',
    scope: via('game_id', 'games'),
    key: ['game_id'],
    refs: { game_id: 'games', series_id: 'playoff_series' },
  },
  {
    table: 'opening_hold_notices',
    scope: via('season_id', 'seasons'),
    key: ['season_id', 'team_id'],
    refs: { season_id: 'seasons', team_id: 'teams' },
  },
  {
    table: 'league_news',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', season_id: 'seasons', team_id: 'teams', other_team_id: 'teams' },
    json: { payload: named },
  },
  {
    table: 'trades',
    scope: league,
    key: ID,
    refs: {
      league_id: 'leagues',
      proposer_team_id: 'teams',
      partner_team_id: 'teams',
      proposed_by_user_id: 'user',
      parent_id: 'trades',
      counter_id: 'trades',
      season_id: 'seasons',
      fairness_gainer_team_id: 'teams',
    },
  },
  {
    table: 'trade_assets',
    scope: via('trade_id', 'trades'),
    key: ID,
    refs: {
      trade_id: 'trades',
      from_team_id: 'teams',
      to_team_id: 'teams',
      player_id: 'players',
      pick_id: 'draft_picks',
    },
  },
  {
    table: 'trade_events',
    scope: via('trade_id', 'trades'),
    key: ID,
    refs: { trade_id: 'trades', team_id: 'teams', user_id: 'user' },
  },
  {
    table: 'trade_votes',
    scope: via('trade_id', 'trades'),
    key: ['trade_id', 'team_id'],
    refs: { trade_id: 'trades', team_id: 'teams', user_id: 'user' },
  },
  {
    table: 'trading_block',
    scope: league,
    key: ['team_id', 'player_id'],
    refs: { league_id: 'leagues', team_id: 'teams', player_id: 'players' },
  },
  {
    table: 'cap_charges',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', team_id: 'teams', player_id: 'players', trade_id: 'trades' },
  },
  {
    table: 'roster_transactions',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', team_id: 'teams', player_id: 'players', by_user_id: 'user' },
  },
  {
    table: 'waivers',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', player_id: 'players', from_team_id: 'teams', claimed_by_team_id: 'teams' },
  },
  {
    table: 'waiver_claims',
    scope: via('waiver_id', 'waivers'),
    key: ['waiver_id', 'team_id'],
    refs: { waiver_id: 'waivers', team_id: 'teams', by_user_id: 'user' },
  },
  {
    table: 'contract_talks',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', season_id: 'seasons', player_id: 'players', team_id: 'teams' },
  },
  {
    table: 'contract_offers',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', player_id: 'players', team_id: 'teams', by_user_id: 'user' },
  },
  {
    table: 'drafts',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', season_id: 'seasons' },
    json: {
      lottery: named,
      expiries: { kind: 'keys', target: 'teams' },
      auto_team_ids: { kind: 'numbers', target: 'teams' },
      banks: { kind: 'keys', target: 'teams' },
    },
  },
  {
    table: 'draft_queues',
    scope: via('draft_id', 'drafts'),
    key: ['draft_id', 'team_id'],
    refs: { draft_id: 'drafts', team_id: 'teams' },
    json: { player_ids: players },
  },
  // The seasons a league brought in from another game's file carried as history (decision 085).
  {
    table: 'imported_player_seasons',
    scope: league,
    key: ID,
    refs: { league_id: 'leagues', season_id: 'seasons', player_id: 'players', team_id: 'teams' },
  },
  {
    table: 'imported_team_seasons',
    scope: via('season_id', 'seasons'),
    key: ['season_id', 'team_id'],
    refs: { season_id: 'seasons', team_id: 'teams' },
  },
  // The hall of fame (decision 089): the career summary names his last team by teamId.
  {
    table: 'hall_of_fame',
    scope: league,
    key: ['league_id', 'player_id'],
    refs: { league_id: 'leagues', player_id: 'players', inducted_season_id: 'seasons' },
    json: { career: named },
  },
];

export const declarationOf = (table: string): TableDeclaration | undefined =>
  LEAGUE_FILE_TABLES.find((declaration) => declaration.table === table);

export const hasGeneratedId = (declaration: TableDeclaration): boolean =>
  declaration.key.length === 1 && declaration.key[0] === 'id';
