import type { PlayerStatus, Position } from '@rinkside/domain';
import { memoInBatch } from '../../db/batch-memo';
import type { Db } from '../../db/schema';

/** Chunk of ids a statement names at once. */
const CHUNK = 500;

/** The ids of every team of the leagues; read once in a batch (a league's teams stay while it runs). */
export function teamIdsOfLeagues(trx: Db, leagueIds: readonly number[]): Promise<number[]> {
  return memoInBatch(trx, `team-ids:${leagueIds.join(',')}`, async () => {
    const teams = await trx.selectFrom('teams').select('id').where('league_id', 'in', leagueIds).execute();
    return teams.map((t) => t.id);
  });
}

/** The teams' stored depth charts (JSON). */
export function depthChartsOf(trx: Db, teamIds: readonly number[]) {
  return trx
    .selectFrom('depth_charts')
    .select(['team_id', 'chart'])
    .where('team_id', 'in', teamIds)
    .execute();
}

export async function writeDepthChart(trx: Db, teamId: number, chart: string): Promise<void> {
  await trx.updateTable('depth_charts').set({ chart }).where('team_id', '=', teamId).execute();
}

/** The teams' saved lineups (JSON). */
export function lineupsOf(trx: Db, teamIds: readonly number[]) {
  return trx.selectFrom('lineups').select(['team_id', 'lineup']).where('team_id', 'in', teamIds).execute();
}

/** The team's saved lineup (JSON), if it has one. */
export function lineupOf(trx: Db, teamId: number) {
  return trx
    .selectFrom('lineups')
    .select(['team_id', 'lineup'])
    .where('team_id', '=', teamId)
    .executeTakeFirst();
}

export async function writeLineup(trx: Db, teamId: number, lineup: string, at: string): Promise<void> {
  await trx.updateTable('lineups').set({ lineup, updated_at: at }).where('team_id', '=', teamId).execute();
}

/** Takes off the trading block each of the players listed by a team he is no longer on. */
export async function removeStaleListings(trx: Db, playerIds: readonly number[]): Promise<void> {
  for (let i = 0; i < playerIds.length; i += CHUNK)
    await trx
      .deleteFrom('trading_block')
      .where('player_id', 'in', playerIds.slice(i, i + CHUNK))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('players')
              .select('players.id')
              .whereRef('players.id', '=', 'trading_block.player_id')
              .whereRef('players.team_id', '=', 'trading_block.team_id'),
          ),
        ),
      )
      .execute();
}

export interface PlaceRow {
  id: number;
  league_id: number;
  team_id: number | null;
  status: PlayerStatus;
  position: Position;
  natural_position: string;
}

/** Where each of the players is now: his league, team, status and positions. */
export async function placeRowsOf(trx: Db, ids: readonly number[]): Promise<PlaceRow[]> {
  const rows: PlaceRow[] = [];
  for (let i = 0; i < ids.length; i += CHUNK)
    rows.push(
      ...(await trx
        .selectFrom('players')
        .select(['id', 'league_id', 'team_id', 'status', 'position', 'natural_position'])
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute()),
    );
  return rows;
}
