import {
  assignedDepthPosition,
  DEPTH_POSITIONS,
  type DepthChartResponse,
  type DraftPick,
  type StoredPlayer,
  type TeamDetail,
  defaultDepthChart,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { presentTeam } from '../leagues/present';
import { rowToPlayer } from '../players/mapping';
import { findDepthChart, listTeamPlayers } from '../players/api';
import { teamChampionships } from '../playoffs/service';
import * as repo from './repo';

async function requireTeam(ctx: AppContext, leagueId: number, teamId: number) {
  const team = await repo.findTeamWithGm(ctx.database.db, leagueId, teamId);
  if (!team) throw notFound('Team not found in this league.');
  return team;
}

export async function getTeamDetail(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  viewerId: number,
): Promise<TeamDetail> {
  const team = await requireTeam(ctx, leagueId, teamId);
  const [rows, championships, stored] = await Promise.all([
    listTeamPlayers(ctx.database.db, teamId),
    teamChampionships(ctx, teamId),
    findDepthChart(ctx.database.db, teamId),
  ]);
  const chart = stored ?? defaultDepthChart(rows.map(rowToPlayer));
  const players = rows.map((row) => ({
    ...rowToPlayer(row),
    assignedPosition: assignedDepthPosition(chart, row.id),
  }));
  const active = players.filter((p) => p.status === 'active');
  const rating = active.length ? active.reduce((sum, p) => sum + p.overall, 0) / active.length : 0;
  return {
    ...presentTeam(team, viewerId),
    players,
    league: { id: leagueId, name: team.league_name },
    rating: Math.round(rating * 10) / 10,
    championships,
  };
}

/** The stored depth chart with players filled in; players it does not place are listed as unassigned. */
export async function getDepthChart(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  viewer: { id: number; isCommissioner: boolean },
): Promise<DepthChartResponse> {
  const team = await requireTeam(ctx, leagueId, teamId);
  const players = (await listTeamPlayers(ctx.database.db, teamId)).map(rowToPlayer);
  const byId = new Map(players.map((p) => [p.id, p]));
  const chart = (await findDepthChart(ctx.database.db, teamId)) ?? defaultDepthChart(players);
  const placed = new Set<number>();
  const column = (ids: number[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((p): p is StoredPlayer => p !== undefined && !placed.has(p.id) && (placed.add(p.id), true))
      .map((player, i) => ({ depthRank: i + 1, player }));
  const depthChart = Object.fromEntries(
    DEPTH_POSITIONS.map((position) => [position, column(chart[position])]),
  ) as DepthChartResponse['depthChart'];
  const unassignedPlayers = players.filter((p) => p.status === 'active' && !placed.has(p.id));
  return {
    teamId,
    teamName: team.name,
    editable: team.gm_user_id === viewer.id || viewer.isCommissioner,
    depthChart,
    unassignedPlayers,
  };
}

export async function getDraftPicks(ctx: AppContext, leagueId: number, teamId: number): Promise<DraftPick[]> {
  await requireTeam(ctx, leagueId, teamId);
  const rows = await repo.listDraftPicks(ctx.database.db, teamId);
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    round: r.round,
    originalTeam: { id: r.original_id, name: r.original_name, abbreviation: r.original_abbreviation },
    conditions: r.conditions,
  }));
}
