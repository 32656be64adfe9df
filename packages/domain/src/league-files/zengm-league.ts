import { z } from 'zod';
import type { SeasonPhase } from '../league-clock';
import type {
  ImportedDraftPick,
  ImportedLeagueSettings,
  ImportedPlayer,
  ImportedTeam,
  LeagueImportPlan,
  LeagueImportWarning,
} from './league-import-plan';
import { unwrapSetting, zengmLeagueFileSchema, type ZengmLeagueFile } from './zengm-file-schema';
import {
  AGE_WITHOUT_BIRTH_YEAR,
  ageOf,
  importedPlayerFrom,
  rinksideDraftYear,
  ZENGM_UNDRAFTED,
} from './zengm-players';
import { assignPositions } from './zengm-positions';
import { findZengmFileProblem } from './zengm-file-checks';
import { teamSeasonsFrom } from './zengm-team-seasons';
import { fileWarnings } from './zengm-warnings';

// A whole ZenGM hockey league file as what Rinkside would write (docs/decisions/083). Pure: the server
// reads the file, calls this, and writes the plan in one transaction with its own ids.

/** ZenGM's phases (FORMAT §3) on Rinkside's four, with what moves when a phase has no Rinkside twin. */
export function phaseFrom(zengmPhase: number): { phase: SeasonPhase; note: string | null } {
  if (zengmPhase < 0)
    return {
      phase: 'preseason',
      note: 'The fantasy or expansion draft in progress is not carried: the league opens in the preseason.',
    };
  if (zengmPhase === 0) return { phase: 'preseason', note: null };
  if (zengmPhase <= 2) return { phase: 'regular', note: null };
  if (zengmPhase === 3) return { phase: 'playoffs', note: null };
  if (zengmPhase === 5)
    return {
      phase: 'offseason',
      note: 'The draft in progress is not carried: it starts again from its first pick.',
    };
  return { phase: 'offseason', note: null };
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** 'Eastern Conference' is 'Eastern' in Rinkside, as its NHL leagues name their conferences. */
export const conferenceName = (zengmName: string | undefined): string | undefined =>
  zengmName === undefined ? undefined : zengmName.replace(/\s+conference$/i, '').trim() || zengmName;

function teamsFrom(file: ZengmLeagueFile): { teams: ImportedTeam[]; skipped: string[] } {
  const confs = unwrapSetting(file.gameAttributes.confs) ?? [];
  const divs = unwrapSetting(file.gameAttributes.divs) ?? [];
  const teams: ImportedTeam[] = [];
  const skipped: string[] = [];
  for (const team of file.teams) {
    const name = `${team.region} ${team.name}`.trim();
    if (team.disabled) {
      skipped.push(name);
      continue;
    }
    const [primary, secondary] = team.colors ?? [];
    teams.push({
      sourceTeamId: team.tid,
      city: team.region,
      nickname: team.name,
      name,
      abbreviation: team.abbrev,
      conference: conferenceName(confs.find((c) => c.cid === team.cid)?.name) ?? `Conference ${team.cid + 1}`,
      division: divs.find((d) => d.did === team.did)?.name ?? `Division ${team.did + 1}`,
      colors:
        primary && secondary && HEX_COLOUR.test(primary) && HEX_COLOUR.test(secondary)
          ? [primary, secondary]
          : null,
    });
  }
  return { teams, skipped };
}

const dollars = (thousands: number | undefined): number | null =>
  thousands === undefined ? null : Math.round(thousands * 1000);

function settingsFrom(file: ZengmLeagueFile): ImportedLeagueSettings {
  const g = file.gameAttributes;
  return {
    salaryCap: dollars(g.salaryCap),
    minPayroll: dollars(g.minPayroll),
    minContract: dollars(g.minContract),
    maxContract: dollars(g.maxContract),
    maxContractYears: g.maxContractLength ?? null,
    gamesPerTeam: g.numGames === undefined ? null : unwrapSetting(g.numGames),
    draftRounds: g.numDraftRounds ?? null,
  };
}

function picksFrom(file: ZengmLeagueFile, teamIds: ReadonlySet<number>) {
  const picks: ImportedDraftPick[] = [];
  let skipped = 0;
  for (const pick of file.draftPicks) {
    if (typeof pick.season !== 'number' || !teamIds.has(pick.tid) || !teamIds.has(pick.originalTid)) {
      skipped += 1;
      continue;
    }
    picks.push({
      year: rinksideDraftYear(pick.season),
      round: pick.round,
      ownerSourceTeamId: pick.tid,
      originalSourceTeamId: pick.originalTid,
    });
  }
  return { picks, skipped };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Values Rinkside cannot hold as they are, and what it holds instead. */
function adjustedValueWarnings(file: ZengmLeagueFile, teamIds: ReadonlySet<number>): LeagueImportWarning[] {
  const season = file.gameAttributes.season;
  const carried = file.players.filter((p) => p.tid >= ZENGM_UNDRAFTED && (p.tid < 0 || teamIds.has(p.tid)));
  const oddAges = carried.filter(
    (p) => p.born.year !== undefined && ageOf(p, season) !== season - p.born.year,
  ).length;
  const noBirthYear = carried.filter((p) => p.born.year === undefined).length;
  const expired = carried.filter((p) => p.tid >= 0 && p.contract && p.contract.exp < season).length;
  const warnings: LeagueImportWarning[] = [];
  if (oddAges > 0)
    warnings.push({
      code: 'value-adjusted',
      message: `${plural(oddAges, "player's age was", "players' ages were")} outside Rinkside's 16 to 50 and set to the nearest.`,
      count: oddAges,
    });
  if (noBirthYear > 0)
    warnings.push({
      code: 'value-adjusted',
      message: `${plural(noBirthYear, 'player has', 'players have')} no birth year in the file and ${noBirthYear === 1 ? 'is' : 'are'} carried at ${AGE_WITHOUT_BIRTH_YEAR}.`,
      count: noBirthYear,
    });
  if (expired > 0)
    warnings.push({
      code: 'value-adjusted',
      message: `${plural(expired, "rostered player's contract", "rostered players' contracts")} had already run out in ZenGM; each is carried with one season left.`,
      count: expired,
    });
  return warnings;
}

/** The import a parsed ZenGM hockey league file makes, and what it leaves behind. */
export function planZengmImport(file: ZengmLeagueFile): LeagueImportPlan {
  const season = file.gameAttributes.season;
  const warnings: LeagueImportWarning[] = fileWarnings(file);
  const { phase, note } = phaseFrom(file.gameAttributes.phase);
  if (note) warnings.push({ code: 'phase-moved', message: note });

  const { teams, skipped: skippedTeams } = teamsFrom(file);
  for (const name of skippedTeams)
    warnings.push({
      code: 'team-skipped',
      message: `${name} is an inactive team in ZenGM and is not carried.`,
    });
  const teamIds = new Set(teams.map((t) => t.sourceTeamId));

  const positions = assignPositions(file.players, file.teams);
  const players: ImportedPlayer[] = [];
  let retired = 0;
  let onSkippedTeams = 0;
  for (const source of file.players) {
    if (source.tid >= 0 && !teamIds.has(source.tid)) {
      onSkippedTeams += 1;
      continue;
    }
    const position = positions.get(source.pid);
    const player = position ? importedPlayerFrom(source, position, season) : null;
    if (player) players.push(player);
    else retired += 1;
  }
  if (retired > 0)
    warnings.push({
      code: 'players-skipped',
      message: `${plural(retired, 'retired player is', 'retired players are')} not carried.`,
      count: retired,
    });
  if (onSkippedTeams > 0)
    warnings.push({
      code: 'players-skipped',
      message: `${plural(onSkippedTeams, 'player', 'players')} of inactive teams are not carried.`,
      count: onSkippedTeams,
    });

  warnings.push(...adjustedValueWarnings(file, teamIds));

  const { picks, skipped: skippedPicks } = picksFrom(file, teamIds);
  if (skippedPicks > 0)
    warnings.push({
      code: 'picks-skipped',
      message: `${plural(skippedPicks, 'draft pick', 'draft picks')} of fantasy or expansion drafts, or of teams not carried, are not carried.`,
      count: skippedPicks,
    });

  return {
    name: file.meta?.name?.trim() || 'Imported league',
    startYear: season,
    phase,
    settings: settingsFrom(file),
    teams,
    teamSeasons: teamSeasonsFrom(
      file.teams.filter((team) => teamIds.has(team.tid)),
      season,
    ),
    players,
    draftPicks: picks,
    warnings,
  };
}

/** Why a document is not a readable ZenGM hockey league file: the first bad path and what is wrong there. */
export type ZengmParseResult =
  { ok: true; file: ZengmLeagueFile } | { ok: false; path: string; message: string };

/** The file when its rows have the shapes Rinkside reads and hold together as one league. */
export function parseZengmLeagueFile(document: unknown): ZengmParseResult {
  const parsed = zengmLeagueFileSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue ? issue.path.map(String).join('.') : '';
    return {
      ok: false,
      path,
      message: issue ? `${path || 'file'}: ${issue.message}` : z.prettifyError(parsed.error),
    };
  }
  const problem = findZengmFileProblem(parsed.data);
  if (problem) return { ok: false, path: problem.path, message: `${problem.path}: ${problem.message}` };
  return { ok: true, file: parsed.data };
}
