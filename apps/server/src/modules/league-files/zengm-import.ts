import {
  addDays,
  capSeasonFor,
  formatLeagueDay,
  importedContractSettings,
  importedDraftRounds,
  type LeagueImportPlan,
  type LeagueImportResponse,
  type LeagueImportWarning,
  leagueDay,
  NHL_CONTRACT_SETTINGS,
  organisationShortfall,
  parseZengmLeagueFile,
  planZengmImport,
  remainingGamesPerTeam,
  zengmFileSize,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { runTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { ensureDefaultChannels } from '../board/api';
import { keepImportWarnings, writeImportedHistory } from './zengm-history-writer';
import { IMPORT_TIME_ZONE, writeImportedLeague } from './zengm-league-writer';

// POST /api/league/import for a ZenGM hockey league file (docs/decisions/083, 085): read it whole (400
// with the first bad path), refuse one past the host's limits, plan it in the domain, then write the
// league in one transaction. Nothing is written before the file has been read and planned.

/** What the import itself says beyond the plan: how the season goes on in Rinkside. */
function writingWarnings(plan: LeagueImportPlan, input: { settingsCarried: boolean; firstDay: string }) {
  const warnings: LeagueImportWarning[] = [];
  if (!input.settingsCarried)
    warnings.push({
      code: 'setting-not-carried',
      message:
        "ZenGM's cap figures (no hard cap, or a minimum payroll above it) do not make Rinkside settings: the league plays by the NHL's.",
    });
  const minorLeaguers = plan.teams.reduce(
    (sum, team) =>
      sum +
      organisationShortfall(
        plan.players
          .filter((p) => p.place.kind === 'team' && p.place.sourceTeamId === team.sourceTeamId)
          .map((p) => p.position),
      ).length,
    0,
  );
  if (minorLeaguers > 0)
    warnings.push({
      code: 'value-adjusted',
      message: `ZenGM keeps no minor league: ${minorLeaguers} generated minor leaguers on one-season minimum deals fill out the teams' organisations, so that injuries can be covered by call-ups.`,
      count: minorLeaguers,
    });
  const current = plan.teamSeasons.filter((s) => s.currentSeason && s.gamesPlayed > 0);
  if (plan.phase === 'regular') {
    const games = remainingGamesPerTeam({
      gamesPerTeam: plan.settings.gamesPerTeam,
      teams: plan.teams.length,
      played: plan.teamSeasons.filter((s) => s.currentSeason).map((s) => s.gamesPlayed),
    });
    warnings.push({
      code: 'value-adjusted',
      message: `The rest of the season is a new schedule of ${games} games a team from ${formatLeagueDay(input.firstDay, { withYear: true })}. Rinkside's standings count the games played in Rinkside: each team's record so far in ZenGM is kept with the league's history and its players' stats so far are in their careers.`,
      ...(current.length > 0 ? { count: current.length } : {}),
    });
  }
  if (plan.phase === 'playoffs' || plan.phase === 'offseason')
    warnings.push({
      code: 'store-not-carried',
      message: `The league opens in its ${plan.phase}: no games are scheduled until the next season, and ZenGM's playoff bracket is not carried.`,
    });
  return warnings;
}

export async function importZengmLeague(
  ctx: AppContext,
  { document, userId }: { document: unknown; userId: number },
): Promise<LeagueImportResponse> {
  const parsed = parseZengmLeagueFile(document);
  if (!parsed.ok) throw badRequest(`The ZenGM league file cannot be imported: ${parsed.message}`);
  const size = zengmFileSize(parsed.file);
  const { LEAGUE_IMPORT_MAX_PLAYERS: maxPlayers, LEAGUE_IMPORT_MAX_SEASONS: maxSeasons } = ctx.config;
  if (size.players > maxPlayers)
    throw badRequest(
      `The league file holds ${size.players} players; this server imports at most ${maxPlayers}.`,
    );
  if (size.seasons > maxSeasons)
    throw badRequest(
      `The league file holds ${size.seasons} seasons; this server imports at most ${maxSeasons}.`,
    );

  const plan = planZengmImport(parsed.file);
  const now = ctx.now();
  const day = leagueDay(now, IMPORT_TIME_ZONE, null);
  const contractSettings = importedContractSettings(plan.settings, plan.startYear);
  const rounds = importedDraftRounds(plan.settings);
  const warnings = [
    ...plan.warnings,
    ...writingWarnings(plan, { settingsCarried: contractSettings !== null, firstDay: addDays(day, 1) }),
  ];
  const id = await runTransaction(ctx.database.db, async (trx) => {
    const ids = await writeImportedLeague(trx, {
      plan,
      commissionerId: userId,
      now,
      leagueDay: day,
      contractSettings: contractSettings ? JSON.stringify(contractSettings) : null,
      draftSettings: rounds === null ? null : JSON.stringify({ rounds }),
      minimumSalary: capSeasonFor(contractSettings ?? NHL_CONTRACT_SETTINGS, plan.startYear).minimumSalary,
    });
    await writeImportedHistory(trx, { plan, ids, createdAt: now.toISOString() });
    // ZenGM has no board: the new league's opens with its default channels, as every new league's does.
    await ensureDefaultChannels(trx, { leagueId: ids.leagueId, now });
    await keepImportWarnings(trx, {
      leagueId: ids.leagueId,
      fileVersion: parsed.file.version,
      warnings,
      userId,
      at: now.toISOString(),
    });
    return ids.leagueId;
  });
  return { id, warnings };
}
