import { depthChartIdsSchema, lineupInputSchema } from '@rinkside/domain';
import { readJsonColumn } from '../../db/json-column';
import type { Db } from '../../db/schema';
import { canDress, chartAfterMoves, lineupAfterMoves, mayNameAnyOf, type PlayerPlace } from './roster-sheets';
import * as repo from './roster-upkeep-repo';

/**
 * Depth charts, saved lineups and the trading block after players moved (in the move's transaction):
 * nobody stays listed by a team he is not an active player of, and an active player who joined a team
 * is at the foot of his column. Every team of the players' leagues is looked at, so a stale listing
 * anywhere goes too. A team in `mendingFirst` keeps its lineup for now: its caller mends the lineup
 * (a replacement takes the leaver's places, special teams included) and then calls
 * `clearLineupAfterMending`.
 */
export async function keepRostersConsistent(
  trx: Db,
  input: { playerIds: readonly number[]; at: string; mendingFirst?: ReadonlySet<number> },
): Promise<void> {
  const places = await placesOf(trx, input.playerIds);
  if (places.length === 0) return;
  const leagueIds = [...new Set(places.map((p) => p.leagueId))];
  const teamIds = await repo.teamIdsOfLeagues(trx, leagueIds);
  if (teamIds.length === 0) return;
  const ids = places.map((p) => p.id);
  const joined = new Set(places.filter(canDress).map((p) => p.teamId));
  const charts = await repo.depthChartsOf(trx, teamIds);
  for (const row of charts) {
    if (!joined.has(row.team_id) && !mayNameAnyOf(row.chart, ids)) continue;
    const next = chartAfterMoves(
      readJsonColumn(depthChartIdsSchema, row.chart, `depth chart of team ${row.team_id}`),
      row.team_id,
      places,
    );
    if (next) await repo.writeDepthChart(trx, row.team_id, JSON.stringify(next));
  }
  const lineups = await repo.lineupsOf(trx, teamIds);
  for (const row of lineups) {
    if (input.mendingFirst?.has(row.team_id) || !mayNameAnyOf(row.lineup, ids)) continue;
    await mendLineup(trx, row, places, input.at);
  }
  // A listing on the trading block is for a player of the team that listed him.
  await repo.removeStaleListings(trx, ids);
}

/**
 * After a team's lineup was mended: the places the mending could not fill (no spare fit to play) are left
 * empty rather than naming a player who left or cannot dress. Returns whether the lineup changed.
 */
export async function clearLineupAfterMending(
  trx: Db,
  input: { teamId: number; playerIds: readonly number[]; at: string },
): Promise<boolean> {
  const places = await placesOf(trx, input.playerIds);
  const row = await repo.lineupOf(trx, input.teamId);
  return row ? mendLineup(trx, row, places, input.at) : false;
}

async function mendLineup(
  trx: Db,
  row: { team_id: number; lineup: string },
  places: readonly PlayerPlace[],
  at: string,
): Promise<boolean> {
  const next = lineupAfterMoves(
    readJsonColumn(lineupInputSchema, row.lineup, `lineup of team ${row.team_id}`),
    row.team_id,
    places,
  );
  if (!next) return false;
  await repo.writeLineup(trx, row.team_id, JSON.stringify(next), at);
  return true;
}

async function placesOf(
  trx: Db,
  playerIds: readonly number[],
): Promise<(PlayerPlace & { leagueId: number })[]> {
  const ids = [...new Set(playerIds)];
  const places = (await repo.placeRowsOf(trx, ids)).map((row) => ({
    id: row.id,
    leagueId: row.league_id,
    teamId: row.team_id,
    status: row.status,
    position: row.position,
    naturalPosition: row.natural_position,
  }));
  const order = new Map(ids.map((id, i) => [id, i]));
  return places.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
