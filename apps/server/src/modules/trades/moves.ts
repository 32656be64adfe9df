import { pickWords, positionSchema, primaryDepthPosition, type DepthChartIds } from '@rinkside/domain';
import * as contractsRepo from '../contracts/repo';
import { mendLineupAfterRosterMove } from '../desk/service';
import type { Db, TeamRow } from '../leagues/repo';
import { retainedAmount, type PlannedAsset } from './plan';

export interface MovedPlayer {
  id: number;
  name: string;
  fromTeamId: number;
  toTeamId: number;
}

export interface MovedPick {
  id: number;
  name: string;
  fromTeamId: number;
  toTeamId: number;
}

/**
 * Moves a trade's assets (inside its transaction, under both teams' locks): players with their contracts
 * and places, the giver's retained share as a 'retained' cap charge that lowers his cap hit, picks to
 * their new owner. Each move is guarded by where the asset was read, so one that moved meanwhile fails
 * the transaction rather than moving twice.
 */
export async function moveAssets(
  db: Db,
  input: { leagueId: number; tradeId: number; assets: readonly PlannedAsset[]; year: number; at: string },
): Promise<{ players: MovedPlayer[]; picks: MovedPick[] }> {
  const { leagueId, tradeId, assets, year, at } = input;
  const players: MovedPlayer[] = [];
  const picks: MovedPick[] = [];
  for (const asset of assets) {
    if (asset.playerId !== null) {
      const row = await db
        .selectFrom('players')
        .select(['id', 'first_name', 'last_name', 'cap_hit', 'contract_years'])
        .where('id', '=', asset.playerId)
        .where('team_id', '=', asset.fromTeamId)
        .executeTakeFirst();
      if (!row) throw new Error(`Player ${asset.playerId} left team ${asset.fromTeamId} during the trade.`);
      const kept = retainedAmount(row.cap_hit, asset.retainedPercent);
      await db
        .updateTable('players')
        .set({ team_id: asset.toTeamId, cap_hit: row.cap_hit - kept })
        .where('id', '=', row.id)
        .where('team_id', '=', asset.fromTeamId)
        .execute();
      if (kept > 0)
        await db
          .insertInto('cap_charges')
          .values({
            league_id: leagueId,
            team_id: asset.fromTeamId,
            player_id: row.id,
            kind: 'retained',
            first_year: year,
            seasons: Math.max(1, row.contract_years),
            charge_per_season: kept,
            created_at: at,
            trade_id: tradeId,
          })
          .execute();
      players.push({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`,
        fromTeamId: asset.fromTeamId,
        toTeamId: asset.toTeamId,
      });
    }
    if (asset.pickId !== null) {
      const result = await db
        .updateTable('draft_picks')
        .set({ owner_team_id: asset.toTeamId })
        .where('id', '=', asset.pickId)
        .where('owner_team_id', '=', asset.fromTeamId)
        .where('player_id', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1)
        throw new Error(`Pick ${asset.pickId} left team ${asset.fromTeamId} during the trade.`);
      picks.push({
        id: asset.pickId,
        name: await pickNameOf(db, asset.pickId),
        fromTeamId: asset.fromTeamId,
        toTeamId: asset.toTeamId,
      });
    }
  }
  return { players, picks };
}

/**
 * After players moved: they leave their old teams' depth charts and trading blocks and join the foot of
 * their new team's chart when active; each team that lost a player has its lineup mended as a roster
 * move mends it. Returns the teams whose lineup changed.
 */
export async function settleRosters(
  db: Db,
  input: {
    teams: readonly TeamRow[];
    moved: readonly MovedPlayer[];
    userId: number | null;
    leagueId: number;
    at: string;
  },
): Promise<TeamRow[]> {
  const { teams, moved, at } = input;
  if (moved.length === 0) return [];
  const movedIds = new Set(moved.map((p) => p.id));
  await db
    .deleteFrom('trading_block')
    .where(
      'player_id',
      'in',
      moved.map((p) => p.id),
    )
    .execute();
  const rows = await db
    .selectFrom('players')
    .select(['id', 'position', 'natural_position', 'status'])
    .where(
      'id',
      'in',
      moved.map((p) => p.id),
    )
    .execute();
  for (const team of teams) {
    const chart = await db
      .selectFrom('depth_charts')
      .select('chart')
      .where('team_id', '=', team.id)
      .executeTakeFirst();
    if (!chart) continue;
    const ids = JSON.parse(chart.chart) as DepthChartIds;
    const next = Object.fromEntries(
      Object.entries(ids).map(([column, list]) => [column, list.filter((id) => !movedIds.has(id))]),
    ) as DepthChartIds;
    for (const player of moved.filter((p) => p.toTeamId === team.id)) {
      const row = rows.find((r) => r.id === player.id);
      const position = positionSchema.safeParse(row?.position);
      if (!row || row.status !== 'active' || !position.success) continue;
      next[primaryDepthPosition({ position: position.data, naturalPosition: row.natural_position })].push(
        row.id,
      );
    }
    await db
      .updateTable('depth_charts')
      .set({ chart: JSON.stringify(next) })
      .where('team_id', '=', team.id)
      .execute();
  }
  const fromName = new Map(teams.map((t) => [t.id, t.name]));
  for (const player of moved)
    await contractsRepo.insertTransaction(db, {
      league_id: input.leagueId,
      team_id: player.toTeamId,
      player_id: player.id,
      kind: 'traded',
      detail: JSON.stringify({ fromTeamName: fromName.get(player.fromTeamId) }),
      by_user_id: input.userId,
      created_at: at,
    });
  const mended: TeamRow[] = [];
  for (const team of teams) {
    const gone = new Set(moved.filter((p) => p.fromTeamId === team.id).map((p) => p.id));
    if (gone.size === 0) continue;
    const replaced = await mendLineupAfterRosterMove(db, team, at);
    const cleared = await clearFromLineup(db, team.id, gone, at);
    if (replaced > 0 || cleared) mended.push(team);
  }
  return mended;
}

/**
 * A place the mending could not fill (no spare fit to play) is left empty rather than naming a player
 * who is now another team's. Returns whether the lineup changed.
 */
async function clearFromLineup(
  db: Db,
  teamId: number,
  gone: ReadonlySet<number>,
  at: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('lineups')
    .select('lineup')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (!row) return false;
  const lineup = JSON.parse(row.lineup) as Record<string, unknown>;
  const stale = Object.keys(lineup).filter((slot) => gone.has(Number(lineup[slot])));
  if (stale.length === 0) return false;
  for (const slot of stale) lineup[slot] = null;
  await db
    .updateTable('lineups')
    .set({ lineup: JSON.stringify(lineup), updated_at: at })
    .where('team_id', '=', teamId)
    .execute();
  return true;
}

/** "Boston's 2027 2nd-round pick", as the news and the reasons name it. */
export async function pickNameOf(db: Db, pickId: number): Promise<string> {
  const pick = await db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as t', 't.id', 'p.original_team_id')
    .select(['p.year', 'p.round', 't.name'])
    .where('p.id', '=', pickId)
    .executeTakeFirstOrThrow();
  return pickWords({ year: pick.year, round: pick.round, originalTeamName: pick.name });
}
