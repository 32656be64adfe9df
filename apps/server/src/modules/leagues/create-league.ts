import { randomBytes } from 'node:crypto';
import {
  type CreateLeagueRequest,
  CUSTOM_TEAM_COUNT,
  DEFAULT_DRAFT_SETTINGS,
  DRAFT_PICK_YEARS,
  defaultDepthChart,
  capSeasonFor,
  HOCKEY_TEAMS,
  maxCapHitFor,
  NHL_CONTRACT_SETTINGS,
  type Player,
  salaryMarket as marketOf,
  seasonName,
  startYearRange,
} from '@rinkside/domain';
import { autoLineup, createRng } from '@rinkside/sim';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { insertPlayers as storePlayers } from '../players/api';
import { playerToRow } from '../../db/player-row';
import {
  generatedRosters,
  importedRoster,
  LEAGUE_QUALITY,
  withinActiveRoster,
  withStartingContracts,
} from './build-rosters';
import { fictionalTeams, type TeamTemplate } from './fictional-teams';
import * as setup from './new-league-repo';
import { insertLeague, type Db } from './repo';
import { validateRosterImport } from './roster-import';
import { ensureDefaultChannels } from '../board/api';

interface TeamPlan {
  template: TeamTemplate;
  players: Player[];
}

/** Creates a league with its teams, rosters, first season, lineups, depth charts and draft picks, all or nothing. */
export async function createLeague(
  ctx: AppContext,
  commissionerId: number,
  request: CreateLeagueRequest,
): Promise<{ id: number; notes: string[] }> {
  const now = ctx.now();
  const custom = request.mode === 'Custom' || (request.mode === undefined && hasCustomSettings(request));
  const startYear = request.startYear ?? currentSeasonYear(now);
  const { min, max } = startYearRange(now);
  if (startYear < min || startYear > max) throw badRequest(`Start year must be between ${min} and ${max}.`);
  const leagueType = custom ? (request.leagueType ?? 'professional') : 'professional';
  const playerSetup = custom ? (request.playerSetup ?? 'generated') : 'generated';
  const ownTeams = custom && request.importTeams === false;
  const teamCount = request.teamCount ?? CUSTOM_TEAM_COUNT.default;
  if (request.teamColors && !ownTeams)
    throw badRequest('Team colours can be chosen only for a custom league with teams of its own.');
  if (request.teamColors && request.teamColors.length > teamCount)
    throw badRequest(
      `Colours were sent for ${request.teamColors.length} teams; the league has ${teamCount}.`,
    );
  const templates: TeamTemplate[] = ownTeams
    ? fictionalTeams(teamCount, request.teamColors)
    : [...HOCKEY_TEAMS];

  const seed = ctx.leagueSeed?.() ?? randomBytes(8).toString('hex');
  const rng = createRng(seed);
  const quality = LEAGUE_QUALITY[leagueType];
  const notes: string[] = [];
  let plans: TeamPlan[];
  if (playerSetup === 'import') {
    if (!request.customRoster)
      throw badRequest('Choose a roster file to import, or pick another player setup.');
    const byTeam = validateRosterImport(request.customRoster, templates);
    let filled = 0;
    plans = templates.map((template) => {
      const { players, generated } = importedRoster(rng, byTeam.get(template.abbreviation) ?? [], quality);
      filled += generated;
      return { template, players: withinActiveRoster(players) };
    });
    if (filled > 0) notes.push(`${filled} generated players fill positions the roster file left short.`);
  } else {
    const rosters = generatedRosters(rng, templates.length, leagueType);
    plans = templates.map((template, i) => ({ template, players: withinActiveRoster(rosters[i] ?? []) }));
    if (playerSetup === 'authentic') {
      notes.push('Authentic setup: the real teams, with fictional generated players on every roster.');
    }
  }

  const salaryMarket = openingMarket(plans, startYear);
  plans = plans.map((plan) => ({
    ...plan,
    players: withStartingContracts(rng, plan.players, startYear, salaryMarket),
  }));
  const id = await ctx.database.db.transaction().execute(async (trx) => {
    const leagueId = await storeLeague(trx, {
      commissionerId,
      name: request.name,
      mode: custom ? 'custom' : 'nhl',
      leagueType,
      playerSetup,
      startYear,
      createdAt: now.toISOString(),
      plans,
      salaryMarket,
    });
    await ensureDefaultChannels(trx, { leagueId, now });
    return leagueId;
  });
  return { id, notes };
}

function hasCustomSettings(request: CreateLeagueRequest): boolean {
  return [request.leagueType, request.startYear, request.importTeams, request.playerSetup].some(
    (v) => v !== undefined,
  );
}

/** The season that is running or next: from July a new one starts. */
function currentSeasonYear(now: Date): number {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

interface LeagueToStore {
  commissionerId: number;
  name: string;
  mode: 'nhl' | 'custom';
  leagueType: string;
  playerSetup: string;
  startYear: number;
  createdAt: string;
  plans: TeamPlan[];
  salaryMarket: number;
}

async function storeLeague(trx: Db, league: LeagueToStore): Promise<number> {
  const leagueId = await insertLeague(trx, {
    name: league.name,
    commissioner_id: league.commissionerId,
    mode: league.mode,
    league_type: league.leagueType,
    start_year: league.startYear,
    player_setup: league.playerSetup,
    time_zone: 'America/New_York',
    created_at: league.createdAt,
  });
  await setup.insertSeason(trx, {
    league_id: leagueId,
    name: seasonName(league.startYear),
    start_year: league.startYear,
    active: 1,
    salary_market: league.salaryMarket,
    created_at: league.createdAt,
  });

  for (const { template, players } of league.plans) {
    const teamId = await setup.insertTeam(trx, {
      league_id: leagueId,
      name: template.name,
      city: template.city,
      abbreviation: template.abbreviation,
      primary_color: template.colors[0],
      secondary_color: template.colors[1],
      conference: template.conference,
      division: template.division,
    });
    const stored = await insertPlayers(trx, { leagueId, teamId, seasonYear: league.startYear }, players);
    const active = stored.filter((p) => p.status === 'active');
    await setup.insertLineup(trx, {
      team_id: teamId,
      lineup: JSON.stringify(autoLineup(active)),
      updated_at: league.createdAt,
    });
    await setup.insertDepthChart(trx, {
      team_id: teamId,
      chart: JSON.stringify(defaultDepthChart(stored)),
      updated_at: league.createdAt,
    });
    const picks = [];
    // Every team owns its picks for the next draft and the ones after it (docs/decisions/049).
    for (let year = 1; year <= DRAFT_PICK_YEARS; year += 1) {
      for (let round = 1; round <= DEFAULT_DRAFT_SETTINGS.rounds; round += 1) {
        picks.push({
          league_id: leagueId,
          original_team_id: teamId,
          owner_team_id: teamId,
          year: league.startYear + year,
          round,
        });
      }
    }
    await setup.insertDraftPicks(trx, picks);
  }
  return leagueId;
}

/** The first season's salary market (docs/decisions/075), from the league's players as generated. */
function openingMarket(plans: readonly TeamPlan[], startYear: number): number {
  const players = plans
    .flatMap((plan) => plan.players)
    .filter((p) => p.status !== 'prospect')
    .map((p) => ({ overall: p.overall, potential: p.potential ?? p.overall, age: p.age }));
  return marketOf({
    players,
    teams: plans.length,
    season: capSeasonFor(NHL_CONTRACT_SETTINGS, startYear),
    maxCapHit: maxCapHitFor(NHL_CONTRACT_SETTINGS, startYear),
  });
}

/** Stores a team's players and returns them with their database ids. */
async function insertPlayers(
  trx: Db,
  { leagueId, teamId, seasonYear }: { leagueId: number; teamId: number; seasonYear: number },
  players: Player[],
) {
  const ids = await storePlayers(
    trx,
    players.map((p) => playerToRow(p, leagueId, teamId, seasonYear)),
  );
  return players.map((player, i) => ({ ...player, id: ids[i] ?? 0 }));
}
