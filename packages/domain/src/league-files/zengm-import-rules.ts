import { addDays } from '../league-clock';
import {
  type ContractSettings,
  contractSettingsSchema,
  NHL_CONTRACT_SETTINGS,
} from '../contracts/contract-settings';
import type { Position } from '../player';
import type { ImportedLeagueSettings, ImportedTeamSeason } from './league-import-plan';
import type { ZengmLeagueFile } from './zengm-file-schema';

// The rules the import of a ZenGM league applies when it writes the plan (docs/decisions/085): the contract
// settings it carries, what is left of the season to schedule, when an injured player is back, who won a
// past season, and how large a file is against the host's limits.

/**
 * Rinkside's contract settings from ZenGM's: the cap, its floor (ZenGM's minimum payroll), the least
 * salary, the largest contract as a share of the cap and the longest term, from the league's first season;
 * the rest (growth, rosters, free agency) are the NHL's. Null when ZenGM's figures do not make settings
 * Rinkside accepts (no cap, a floor above it): the league then plays by the NHL's.
 */
export function importedContractSettings(
  settings: ImportedLeagueSettings,
  startYear: number,
  base: ContractSettings = NHL_CONTRACT_SETTINGS,
): ContractSettings | null {
  const cap = settings.salaryCap;
  if (cap === null || cap <= 0) return null;
  const floor = settings.minPayroll ?? 0;
  const years =
    settings.maxContractYears === null ? null : Math.min(10, Math.max(1, settings.maxContractYears));
  const candidate: ContractSettings = {
    ...base,
    capLimits: [{ startYear, upperLimit: Math.round(cap), floor: Math.round(floor) }],
    minimumSalaries: [
      { startYear, amount: Math.round(settings.minContract ?? base.minimumSalaries[0]?.amount ?? 0) },
    ],
    // ZenGM's cap stays where the commissioner set it unless he turns inflation on.
    capGrowthPercent: 0,
    maxCapHitShare:
      settings.maxContract === null
        ? base.maxCapHitShare
        : Math.min(1, Math.max(0.01, Math.round((settings.maxContract / cap) * 1000) / 1000)),
    maxYearsReSigning: years ?? base.maxYearsReSigning,
    maxYearsNewTeam: years ?? base.maxYearsNewTeam,
  };
  return contractSettingsSchema.safeParse(candidate).success ? candidate : null;
}

/** ZenGM's draft rounds within Rinkside's 1-10; null when the file says none. */
export function importedDraftRounds(settings: ImportedLeagueSettings): number | null {
  if (settings.draftRounds === null) return null;
  return Math.min(10, Math.max(1, Math.round(settings.draftRounds)));
}

/** The NHL's season length, when a file names none. */
export const DEFAULT_IMPORTED_GAMES_PER_TEAM = 82;

/**
 * The games each team still plays in the imported season: the season's length less what the teams have
 * played on average, at least two, and a count the schedule generator can balance (teams × games even).
 */
export function remainingGamesPerTeam(input: {
  gamesPerTeam: number | null;
  teams: number;
  played: readonly number[];
}): number {
  const length = input.gamesPerTeam ?? DEFAULT_IMPORTED_GAMES_PER_TEAM;
  const mean = input.played.length === 0 ? 0 : input.played.reduce((a, b) => a + b, 0) / input.played.length;
  let games = Math.max(2, Math.round(length - mean));
  if ((input.teams * games) % 2 !== 0) games += 1;
  return games;
}

/**
 * The first day an imported injured player may play: the day of his team's game after the ones he still
 * misses. Past his team's last scheduled game, the day after it; with no schedule, two days a game from
 * the day after the league day.
 */
export function injuryReturnDay(input: {
  /** His team's coming game days, 'yyyy-MM-dd', in order. */
  teamGameDays: readonly string[];
  gamesOut: number;
  leagueDay: string;
}): string {
  const { teamGameDays, gamesOut, leagueDay } = input;
  const back = teamGameDays[gamesOut];
  if (back !== undefined) return back;
  const last = teamGameDays[teamGameDays.length - 1];
  return last !== undefined ? addDays(last, 1) : addDays(leagueDay, 1 + 2 * gamesOut);
}

/**
 * The champion of a finished season from its teams' records: the one team that won the most playoff
 * rounds, when it won at least one and no other won as many (a season whose playoffs did not finish, or
 * a file without them, names none).
 */
export function importedChampion(
  records: readonly Pick<ImportedTeamSeason, 'sourceTeamId' | 'playoffRoundsWon'>[],
) {
  const most = Math.max(0, ...records.map((r) => r.playoffRoundsWon));
  if (most < 1) return null;
  const leaders = records.filter((r) => r.playoffRoundsWon === most);
  return leaders.length === 1 ? (leaders[0]?.sourceTeamId ?? null) : null;
}

/** How large a ZenGM league is against a host's limits: its players and the seasons it has records of. */
export function zengmFileSize(file: ZengmLeagueFile): { players: number; seasons: number } {
  const seasons = new Set<number>([file.gameAttributes.season]);
  for (const team of file.teams) for (const row of team.seasons) seasons.add(row.season);
  for (const player of file.players) for (const row of player.stats) seasons.add(row.season);
  return { players: file.players.length, seasons: seasons.size };
}

/**
 * The organisation a ZenGM team grows into in Rinkside: ZenGM keeps no minor league, so a roster of 24-26
 * has no one to call up once injuries leave it short. Each position is filled to this depth with
 * minor leaguers (a generated Rinkside organisation carries about 43 players).
 */
export const IMPORTED_ORGANISATION_DEPTH: Readonly<Record<Position, number>> = {
  C: 6,
  LW: 6,
  RW: 6,
  D: 10,
  G: 4,
};

/** The positions of the minor leaguers a team needs to reach `IMPORTED_ORGANISATION_DEPTH`, in order. */
export function organisationShortfall(
  positions: readonly Position[],
  depth: Readonly<Record<Position, number>> = IMPORTED_ORGANISATION_DEPTH,
): Position[] {
  return (Object.keys(depth) as Position[]).flatMap((position) => {
    const have = positions.filter((p) => p === position).length;
    return Array.from({ length: Math.max(0, depth[position] - have) }, () => position);
  });
}
