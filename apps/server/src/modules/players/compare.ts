import {
  type AgeCurvePoint,
  type ComparedPlayer,
  type PlayerCompareResponse,
  type PlayerSearchResult,
  PLAYER_SEARCH_MIN_LETTERS,
  compareRadars,
  playerProgressionSchema,
  ratingGroupsOf,
  readCompareIds,
  seasonLabel,
  unsignedReasonOf,
} from '@rinkside/domain';
import { projectOverall } from '@rinkside/sim';
import type { AppContext } from '../../context';
import { readJsonColumn } from '../../db/json-column';
import { badRequest, notFound } from '../../http/errors';
import { scoutedPlayer } from '../draft/scouted-player';
import { seasonAndCareer } from './career';
import {
  activeSeasonOf,
  leagueExists,
  playersWithTeams,
  progressionsOf,
  searchPlayersByName,
} from './compare-repo';
import { rowToPlayer } from './mapping';

/** Seasons to come an age curve projects (docs/decisions/092). */
const PROJECTED_SEASONS = 3;

type Summer = { startYear: number; age: { from: number; to: number }; overall: { from: number; to: number } };

/**
 * His overall season by season: the summers the league stored (the overall each led to, and the one the
 * first started from), this season's overall as it stands, then the age curve's expectation for the seasons
 * to come, marked projected. A retired player has no seasons to come.
 */
function ageCurve(
  player: {
    age: number;
    overall: number;
    position: ComparedPlayer['position'];
    potential?: number | undefined;
  },
  summers: readonly Summer[],
  current: { startYear: number } | undefined,
  retired: boolean,
): AgeCurvePoint[] {
  const byYear = new Map<number, AgeCurvePoint>();
  const first = summers[0];
  if (first)
    byYear.set(first.startYear - 1, {
      seasonLabel: seasonLabel(first.startYear - 1),
      age: first.age.from,
      overall: first.overall.from,
      projected: false,
    });
  for (const s of summers)
    byYear.set(s.startYear, {
      seasonLabel: seasonLabel(s.startYear),
      age: s.age.to,
      overall: s.overall.to,
      projected: false,
    });
  if (!current) return [...byYear.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
  byYear.set(current.startYear, {
    seasonLabel: seasonLabel(current.startYear),
    age: player.age,
    overall: player.overall,
    projected: false,
  });
  if (!retired)
    projectOverall(player, PROJECTED_SEASONS).forEach((point, i) => {
      const year = current.startYear + i + 1;
      byYear.set(year, { seasonLabel: seasonLabel(year), ...point, projected: true });
    });
  return [...byYear.entries()].sort(([a], [b]) => a - b).map(([, p]) => p);
}

/** GET /league/{leagueId}/players/compare?ids=: two to four of the league's players side by side. */
export async function comparePlayers(
  ctx: AppContext,
  { leagueId, rawIds }: { leagueId: number; rawIds: string | undefined },
): Promise<PlayerCompareResponse> {
  const { db } = ctx.database;
  // A league that is not there is not found, whatever was asked of it (as on every league page).
  if (!(await leagueExists(db, leagueId))) throw notFound('League not found.');
  const reading = readCompareIds(rawIds);
  if (!reading.ok) throw badRequest(reading.message);
  const rows = await playersWithTeams(db, leagueId, reading.ids);
  const missing = reading.ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`Player ${missing} is not a player of this league.`);
  const [season, summerRows] = await Promise.all([
    activeSeasonOf(db, leagueId),
    progressionsOf(db, reading.ids),
  ]);
  const current = season ? { startYear: season.start_year } : undefined;

  const players = await Promise.all(
    reading.ids.map(async (id): Promise<ComparedPlayer> => {
      const row = rows.find((r) => r.id === id);
      if (!row) throw notFound(`Player ${id} is not a player of this league.`);
      const stored = rowToPlayer(row);
      // A prospect in the draft class keeps his true potential hidden (docs/decisions/049).
      const player = row.status === 'draft' ? await scoutedPlayer(ctx, { leagueId, player: stored }) : stored;
      const { kind, groups } = ratingGroupsOf(player);
      const retired = row.retired_after_season_id !== null;
      const unsignedReason = unsignedReasonOf({ status: row.status, teamId: row.team_id, retired });
      const summers = summerRows
        .filter((s) => s.player_id === id)
        .map((s) => ({
          startYear: s.start_year,
          ...readJsonColumn(playerProgressionSchema, s.progression, `summer of player ${id}`),
        }));
      const projectionPotential = player.potential ?? player.attributes?.senses.potential;
      return {
        id,
        firstName: player.firstName,
        lastName: player.lastName,
        position: player.position,
        age: player.age,
        overall: player.overall,
        potential: player.potential ?? null,
        status: player.status,
        team:
          row.team_id === null
            ? null
            : { id: row.team_id, name: row.team_name ?? '', abbreviation: row.team_abbreviation ?? '' },
        kind,
        ratingGroups: groups,
        contract: unsignedReason === null ? { capHit: row.cap_hit, yearsLeft: row.contract_years } : null,
        unsignedReason,
        stats: await seasonAndCareer(ctx, {
          leagueId,
          playerId: id,
          goalie: kind === 'goalie',
          seasonId: season?.id ?? null,
        }),
        ageCurve: ageCurve({ ...player, potential: projectionPotential }, summers, current, retired),
      };
    }),
  );
  return {
    season: season ? { id: season.id, label: seasonLabel(season.start_year) } : null,
    players,
    radars: compareRadars(players),
  };
}

/** The league's players whose name holds the text: at most 10, best overall first (the comparison's picker). */
export async function searchPlayers(
  ctx: AppContext,
  { leagueId, text }: { leagueId: number; text: string | undefined },
): Promise<PlayerSearchResult[]> {
  const { db } = ctx.database;
  if (!(await leagueExists(db, leagueId))) throw notFound('League not found.');
  if (text === undefined || text.length < PLAYER_SEARCH_MIN_LETTERS)
    throw badRequest(`Type at least ${PLAYER_SEARCH_MIN_LETTERS} letters of a name to search (q).`);
  const rows = await searchPlayersByName(db, leagueId, text, 10);
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    position: row.position as PlayerSearchResult['position'],
    overall: row.overall,
    team: row.team_id === null ? null : { id: row.team_id, abbreviation: row.team_abbreviation ?? '' },
  }));
}
