import {
  addDays,
  defaultTeamColors,
  DRAFT_PICK_YEARS,
  type LeagueImportPlan,
  remainingGamesPerTeam,
  SEASON_SPAN_DAYS,
  seasonName,
  type TeamColors,
} from '@rinkside/domain';
import { createRng, generateSchedule } from '@rinkside/sim';
import { zonedTimeToUtc } from '../../lib/time-zone';
import { insertGames } from '../games/api';
import { type Db, insertDraftPicks, insertLeague, insertTeam } from '../leagues/api';
import { openSeasonWithSchedule } from '../season-phase/api';
import type { TeamSchedule } from './zengm-injuries';
import { writePlayers } from './zengm-player-writer';
import * as repo from './zengm-import-repo';

// Writes a planned ZenGM league (docs/decisions/085) as league creation writes a new one: the league, its
// season, teams, the rest of the season's schedule and picks; the players in zengm-player-writer.ts. History
// and warnings are written beside it (zengm-history-writer.ts), in the same transaction.

export const IMPORT_TIME_ZONE = 'America/New_York';

export interface ImportedLeagueIds {
  leagueId: number;
  seasonId: number;
  /** The file's team id → the new team's id. */
  teams: Map<number, number>;
  /** The file's player id → the new player's id. */
  players: Map<number, number>;
}

export interface LeagueToWrite {
  plan: LeagueImportPlan;
  commissionerId: number;
  now: Date;
  leagueDay: string;
  contractSettings: string | null;
  draftSettings: string | null;
  /** The league's least salary this season: what a generated minor leaguer signs for. */
  minimumSalary: number;
}

export async function writeImportedLeague(trx: Db, input: LeagueToWrite): Promise<ImportedLeagueIds> {
  const { plan, now } = input;
  const createdAt = now.toISOString();
  const leagueId = await insertLeague(trx, {
    name: plan.name,
    commissioner_id: input.commissionerId,
    mode: 'custom',
    league_type: 'professional',
    start_year: plan.startYear,
    player_setup: 'import',
    time_zone: IMPORT_TIME_ZONE,
    created_at: createdAt,
    contract_settings: input.contractSettings,
    draft_settings: input.draftSettings,
  });
  const seasonId = await repo.insertSeason(trx, {
    league_id: leagueId,
    name: seasonName(plan.startYear),
    start_year: plan.startYear,
    active: 1,
    phase: plan.phase,
    created_at: createdAt,
  });

  const teams = new Map<number, number>();
  const taken: TeamColors[] = [];
  for (const team of plan.teams) {
    const colors = team.colors
      ? { primary: team.colors[0], secondary: team.colors[1] }
      : defaultTeamColors(team.name, taken);
    taken.push(colors);
    const id = await insertTeam(trx, {
      league_id: leagueId,
      name: team.name,
      city: team.city,
      abbreviation: team.abbreviation,
      primary_color: colors.primary,
      secondary_color: colors.secondary,
      conference: team.conference,
      division: team.division,
    });
    teams.set(team.sourceTeamId, id);
  }

  const schedule = await writeSchedule(trx, { ...input, leagueId, seasonId, teams });
  const players = await writePlayers(trx, { ...input, leagueId, teams, schedule });
  await writePicks(trx, { plan, leagueId, teams, players, createdAt });
  return { leagueId, seasonId, teams, players };
}

/**
 * The rest of the season, as the generator makes a season: before the playoffs, the games each team still
 * plays from the day after the league day, over as much of a season's span as they are of its length.
 * None in the playoffs or the offseason (ZenGM's bracket and draft are not carried).
 */
async function writeSchedule(
  trx: Db,
  input: LeagueToWrite & { leagueId: number; seasonId: number; teams: Map<number, number> },
): Promise<TeamSchedule> {
  const { plan, leagueId, seasonId } = input;
  const schedule: TeamSchedule = new Map();
  const teamIds = [...input.teams.values()];
  if ((plan.phase !== 'preseason' && plan.phase !== 'regular') || teamIds.length < 2) return schedule;
  const current = plan.teamSeasons.filter((s) => s.currentSeason);
  const length = plan.settings.gamesPerTeam;
  const gamesPerTeam = remainingGamesPerTeam({
    gamesPerTeam: length,
    teams: teamIds.length,
    played: plan.phase === 'regular' ? current.map((s) => s.gamesPlayed) : [],
  });
  const startDate = addDays(input.leagueDay, 1);
  const share = Math.min(1, gamesPerTeam / (length ?? gamesPerTeam));
  const endDate = addDays(startDate, Math.max(7, Math.round(SEASON_SPAN_DAYS * share)));
  const matchups = generateSchedule(createRng(`zengm-import:${leagueId}`), {
    teams: teamIds.length,
    gamesPerTeam,
    startDate,
    endDate,
  });
  const createdAt = input.now.toISOString();
  const games = matchups.map((m, i) => ({
    league_id: leagueId,
    season_id: seasonId,
    home_team_id: teamIds[m.home] ?? 0,
    away_team_id: teamIds[m.away] ?? 0,
    game_date: m.date,
    start_at: zonedTimeToUtc(m.date, m.time, IMPORT_TIME_ZONE).toISOString(),
    game_type: 'regular' as const,
    seed: `zengm-import:${leagueId}:${i}`,
    status: 'scheduled' as const,
    created_at: createdAt,
  }));
  await insertGames(trx, games);
  await openSeasonWithSchedule(trx, seasonId, { firstDay: startDate, regularGames: games.length });
  for (const game of games)
    for (const teamId of [game.home_team_id, game.away_team_id])
      schedule.set(teamId, [...(schedule.get(teamId) ?? []), game.game_date]);
  return schedule;
}

/**
 * The file's picks with their owners; a file without any gives every team its own, as league creation
 * does. Imported players' draft records become the made picks of past drafts that took them.
 */
async function writePicks(
  trx: Db,
  input: {
    plan: LeagueImportPlan;
    leagueId: number;
    teams: Map<number, number>;
    players: Map<number, number>;
    createdAt: string;
  },
) {
  const { plan, leagueId, teams, players } = input;
  const picks = plan.draftPicks.flatMap((pick) => {
    const owner = teams.get(pick.ownerSourceTeamId);
    const original = teams.get(pick.originalSourceTeamId);
    return owner === undefined || original === undefined
      ? []
      : [
          {
            league_id: leagueId,
            owner_team_id: owner,
            original_team_id: original,
            year: pick.year,
            round: pick.round,
          },
        ];
  });
  if (plan.draftPicks.length === 0) {
    const rounds = plan.settings.draftRounds ?? 7;
    for (const teamId of teams.values())
      for (let year = 1; year <= DRAFT_PICK_YEARS; year += 1)
        for (let round = 1; round <= rounds; round += 1)
          picks.push({
            league_id: leagueId,
            owner_team_id: teamId,
            original_team_id: teamId,
            year: plan.startYear + year,
            round,
          });
  }
  for (let i = 0; i < picks.length; i += 100) await insertDraftPicks(trx, picks.slice(i, i + 100));

  const teamCount = teams.size;
  const made = plan.players.flatMap((p) => {
    const draft = p.draft;
    const playerId = players.get(p.sourcePlayerId);
    if (!draft || playerId === undefined) return [];
    const owner = teams.get(draft.sourceTeamId);
    const original = teams.get(draft.originalSourceTeamId) ?? owner;
    if (owner === undefined || original === undefined) return [];
    return [
      {
        league_id: leagueId,
        owner_team_id: owner,
        original_team_id: original,
        year: draft.year,
        round: draft.round,
        overall: (draft.round - 1) * teamCount + draft.pickInRound,
        player_id: playerId,
        made_at: input.createdAt,
      },
    ];
  });
  await repo.insertMadePicks(trx, made);
}
