import {
  addDays,
  defaultDepthChart,
  defaultTeamColors,
  DRAFT_PICK_YEARS,
  type ImportedPlayer,
  type LeagueImportPlan,
  organisationShortfall,
  type Player,
  type PlayerStatus,
  remainingGamesPerTeam,
  SEASON_SPAN_DAYS,
  seasonName,
  type TeamColors,
  UNSIGNED_CONTRACT,
} from '@rinkside/domain';
import { autoLineup, createRng, generatePlayer, generateSchedule } from '@rinkside/sim';
import { playerToRow } from '../../db/player-row';
import { zonedTimeToUtc } from '../../lib/time-zone';
import { insertGames } from '../games/api';
import { withinActiveRoster } from '../leagues/build-rosters';
import {
  type Db,
  insertDepthChart,
  insertDraftPicks,
  insertLeague,
  insertLineup,
  insertTeam,
} from '../leagues/api';
import { insertPlayers } from '../players/api';
import { openSeasonWithSchedule } from '../season-phase/api';
import { injuriesOnSchedule, type TeamSchedule } from './zengm-injuries';
import * as repo from './zengm-import-repo';

// Writes a planned ZenGM league (docs/decisions/085) as league creation writes a new one: the league, its
// season, teams with rosters, lineups and depth charts, the rest of the season's schedule, picks and the
// draft classes. History and warnings are written beside it (zengm-history-writer.ts), in the same
// transaction.

export const IMPORT_TIME_ZONE = 'America/New_York';

export interface ImportedLeagueIds {
  leagueId: number;
  seasonId: number;
  /** The file's team id → the new team's id. */
  teams: Map<number, number>;
  /** The file's player id → the new player's id. */
  players: Map<number, number>;
}

interface LeagueToWrite {
  plan: LeagueImportPlan;
  commissionerId: number;
  now: Date;
  leagueDay: string;
  contractSettings: string | null;
  draftSettings: string | null;
  /** The league's least salary this season: what a generated minor leaguer signs for. */
  minimumSalary: number;
}

/** How good the minor leaguers filling an imported organisation are: a minor league's level, less a little. */
const MINOR_LEAGUE_OVERALL = 58;

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

/** Jersey numbers within one team: the file's when free, else the lowest free one from 2. */
function jerseyNumbers(players: readonly (number | null)[]): number[] {
  const taken = new Set<number>();
  const wanted = players.map((n) => {
    if (n === null || taken.has(n)) return null;
    taken.add(n);
    return n;
  });
  let next = 2;
  return wanted.map((n) => {
    if (n !== null) return n;
    while (taken.has(next)) next += 1;
    taken.add(next);
    return Math.min(next, 98);
  });
}

function toPlayer(source: ImportedPlayer, status: PlayerStatus, jerseyNumber: number): Player {
  return {
    id: `zengm-${source.sourcePlayerId}`,
    firstName: source.firstName,
    lastName: source.lastName,
    position: source.position,
    naturalPosition: source.naturalPosition,
    assignedPosition: null,
    jerseyNumber,
    age: source.age,
    handedness: source.handedness,
    height: source.height,
    weight: source.weight,
    country: source.country,
    overall: source.overall,
    status,
    contract: source.contract ?? { ...UNSIGNED_CONTRACT },
    ...(source.attributes ? { attributes: source.attributes } : {}),
    ...(source.goalieAttributes ? { goalieAttributes: source.goalieAttributes } : {}),
    role: source.role,
    potential: source.potential,
    injury: null,
  };
}

async function writePlayers(
  trx: Db,
  input: LeagueToWrite & { leagueId: number; teams: Map<number, number>; schedule: TeamSchedule },
): Promise<Map<number, number>> {
  const { plan, leagueId, teams, schedule } = input;
  const ids = new Map<number, number>();
  const injuries = injuriesOnSchedule(plan.players, { teams, schedule, leagueDay: input.leagueDay });
  /** Stores players with the file's player each stands for (none for a generated minor leaguer). */
  const store = async (
    entries: { source: ImportedPlayer | null; player: Player }[],
    teamId: number | null,
  ) => {
    const rows = entries.map(({ source, player }) => {
      const injury = source ? injuries.get(source.sourcePlayerId) : undefined;
      return playerToRow(injury ? { ...player, injury } : player, leagueId, teamId, plan.startYear);
    });
    const stored = await insertPlayers(trx, rows);
    entries.forEach(({ source }, i) => {
      if (source) ids.set(source.sourcePlayerId, stored[i] ?? 0);
    });
    return entries.map(({ player }, i) => ({ ...player, id: stored[i] ?? 0 }));
  };

  for (const [sourceTeamId, teamId] of teams) {
    const sources = plan.players.filter(
      (p) => p.place.kind === 'team' && p.place.sourceTeamId === sourceTeamId,
    );
    // ZenGM keeps no minor league: generated minor leaguers fill the organisation, the same for one file.
    const rng = createRng(`zengm-import-depth:${sourceTeamId}`);
    const depth = organisationShortfall(sources.map((s) => s.position)).map((position, i) => ({
      ...generatePlayer(rng, {
        id: `depth-${i}`,
        position,
        overall: MINOR_LEAGUE_OVERALL,
        status: 'minors',
        jerseyNumber: 2,
      }),
      contract: { capHit: input.minimumSalary, yearsLeft: 1, type: 'standard' as const },
    }));
    const numbers = jerseyNumbers([...sources.map((s) => s.jerseyNumber), ...depth.map(() => null)]);
    const carried = sources.map((s, i) => toPlayer(s, 'active', numbers[i] ?? 2));
    // Rosters past the largest active roster send their weakest to the minors, as a new league's do.
    const players = [
      ...withinActiveRoster(carried),
      ...depth.map((p, i) => ({ ...p, jerseyNumber: numbers[sources.length + i] ?? 2 })),
    ];
    const stored = await store(
      players.map((player, i) => ({ source: sources[i] ?? null, player })),
      teamId,
    );
    const createdAt = input.now.toISOString();
    await insertLineup(trx, {
      team_id: teamId,
      lineup: JSON.stringify(autoLineup(stored.filter((p) => p.status === 'active'))),
      updated_at: createdAt,
    });
    await insertDepthChart(trx, {
      team_id: teamId,
      chart: JSON.stringify(defaultDepthChart(stored)),
      updated_at: createdAt,
    });
  }

  const unsigned = plan.players.filter((p) => p.place.kind !== 'team');
  const numbers = unsigned.map((p) => p.jerseyNumber ?? (p.sourcePlayerId % 97) + 2);
  await store(
    unsigned.map((s, i) => ({
      source: s,
      player: toPlayer(s, s.place.kind === 'draft-prospect' ? 'draft' : 'active', numbers[i] ?? 2),
    })),
    null,
  );
  await repo.insertProspects(
    trx,
    unsigned.flatMap((p) =>
      p.place.kind === 'draft-prospect'
        ? [
            {
              player_id: ids.get(p.sourcePlayerId) ?? 0,
              league_id: leagueId,
              year: p.place.draftYear,
              scout_bias: 0,
              scouting_note: 'Scouted in the ZenGM league this one was imported from.',
            },
          ]
        : [],
    ),
  );
  return ids;
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
