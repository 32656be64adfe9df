import { z } from 'zod';
import type { Contract, GoalieAttributes, Handedness, Position, SkaterAttributes } from '../player';
import type { PlayerRole } from '../player-role';
import type { SeasonPhase } from '../league-clock';

/**
 * What an import would write, before the database gives anything an id (docs/decisions/083). Teams, players
 * and picks point at each other by the file's own keys (`sourceTeamId`, `sourcePlayerId`); the server keeps
 * a map from those to the ids it assigns.
 */

/** What cannot be carried, said so that a commissioner can read it after the import. */
export const LEAGUE_IMPORT_WARNING_CODES = [
  'newer-file-version',
  'setting-not-carried',
  'store-not-carried',
  'team-skipped',
  'players-skipped',
  'picks-skipped',
  'phase-moved',
  'value-adjusted',
] as const;
export const leagueImportWarningSchema = z.object({
  code: z.enum(LEAGUE_IMPORT_WARNING_CODES),
  message: z.string(),
  /** How many rows it concerns, when it concerns rows. */
  count: z.number().int().optional(),
});
export type LeagueImportWarning = z.infer<typeof leagueImportWarningSchema>;

/** POST /api/league/import answers 201 with the new league and what stayed behind. */
export const leagueImportResponseSchema = z.object({
  id: z.number().int(),
  warnings: z.array(leagueImportWarningSchema),
});
export type LeagueImportResponse = z.infer<typeof leagueImportResponseSchema>;

/** The league files Rinkside imports; null on a league made in Rinkside. */
export const LEAGUE_IMPORT_SOURCES = ['zengm-hockey', 'rinkside'] as const;

/**
 * GET /api/league/{id}/import-warnings (commissioner): where the league came from and what its import left
 * behind, as POST /api/league/import answered them (docs/decisions/085). A league made in Rinkside has
 * source, fileVersion and importedAt null and no warnings.
 */
export const leagueImportWarningsResponseSchema = z.object({
  source: z.enum(LEAGUE_IMPORT_SOURCES).nullable(),
  fileVersion: z.number().int().nullable(),
  importedAt: z.string().nullable(),
  warnings: z.array(leagueImportWarningSchema),
});
export type LeagueImportWarningsResponse = z.infer<typeof leagueImportWarningsResponseSchema>;

export interface ImportedTeam {
  sourceTeamId: number;
  city: string;
  nickname: string;
  name: string;
  abbreviation: string;
  conference: string;
  division: string;
  /** Primary and secondary, as CSS hex; null when the file has none. */
  colors: [string, string] | null;
}

/** Where he stands: on a team's roster, a free agent, or a prospect of a coming draft. */
export type ImportedPlayerPlace =
  | { kind: 'team'; sourceTeamId: number }
  | { kind: 'free-agent' }
  | { kind: 'draft-prospect'; draftYear: number };

export interface ImportedInjury {
  type: string;
  /** Games he still misses; the server turns them into a return date on the league's schedule. */
  gamesRemaining: number;
  dayToDay: boolean;
}

export interface ImportedDraftRecord {
  /** Rinkside's draft year: the year the draft closing that season is held (decision 083). */
  year: number;
  round: number;
  pickInRound: number;
  sourceTeamId: number;
  originalSourceTeamId: number;
}

/** One season, one team, one part of a season: his line as ZenGM summed it. */
export interface ImportedStatLine {
  /** Rinkside's start year of the season. */
  startYear: number;
  seasonType: 'regular' | 'playoffs';
  sourceTeamId: number;
  /** The season the league is in: its lines open the season's totals, the past seasons' are history. */
  currentSeason: boolean;
  gamesPlayed: number;
  goals: number;
  assists: number;
  points: number;
  plusMinus: number;
  pim: number;
  shots: number;
  hits: number;
  blocks: number;
  faceoffsWon: number;
  faceoffsLost: number;
  minutes: number;
  goalie: {
    gamesPlayed: number;
    wins: number;
    losses: number;
    otLosses: number;
    goalsAgainst: number;
    saves: number;
    shotsAgainst: number;
    shutouts: number;
    minutes: number;
  } | null;
}

export interface ImportedPlayer {
  sourcePlayerId: number;
  place: ImportedPlayerPlace;
  firstName: string;
  lastName: string;
  position: Position;
  naturalPosition: string;
  handedness: Handedness;
  age: number;
  height: number;
  weight: number;
  country: string;
  jerseyNumber: number | null;
  overall: number;
  potential: number;
  role: PlayerRole;
  attributes?: SkaterAttributes;
  goalieAttributes?: GoalieAttributes;
  /** Null for free agents and prospects: they are signed in Rinkside, not carried. */
  contract: Contract | null;
  injury: ImportedInjury | null;
  draft: ImportedDraftRecord | null;
  stats: ImportedStatLine[];
  /** ZenGM's own overall at his ZenGM position, kept for the commissioner's comparison. */
  sourceOverall: number;
}

export interface ImportedDraftPick {
  year: number;
  round: number;
  ownerSourceTeamId: number;
  originalSourceTeamId: number;
}

/** A team's record in one season: history for the past ones, where the current one stands so far. */
export interface ImportedTeamSeason {
  sourceTeamId: number;
  startYear: number;
  currentSeason: boolean;
  gamesPlayed: number;
  wins: number;
  losses: number;
  otLosses: number;
  /** Only leagues that allow ties have them; Rinkside's do not, so the server decides what they become. */
  ties: number;
  /** -1 missed the playoffs, 0 out in the first round, ... the number of rounds: champions. */
  playoffRoundsWon: number;
  /** The regular season's goals for and against; null when the file has no stats for the season. */
  goalsFor: number | null;
  goalsAgainst: number | null;
}

export interface ImportedLeagueSettings {
  /** Dollars. */
  salaryCap: number | null;
  minPayroll: number | null;
  minContract: number | null;
  maxContract: number | null;
  maxContractYears: number | null;
  gamesPerTeam: number | null;
  draftRounds: number | null;
}

export interface LeagueImportPlan {
  name: string;
  /** Rinkside's start year of the league's current season and where in it the league stands. */
  startYear: number;
  phase: SeasonPhase;
  settings: ImportedLeagueSettings;
  teams: ImportedTeam[];
  teamSeasons: ImportedTeamSeason[];
  players: ImportedPlayer[];
  draftPicks: ImportedDraftPick[];
  warnings: LeagueImportWarning[];
}
