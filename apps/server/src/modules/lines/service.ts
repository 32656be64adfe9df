import {
  lineupInputSchema,
  DEPTH_POSITIONS,
  type DepthChartIds,
  LINEUP_SLOTS,
  type Lineup,
  type LineupInput,
  type LineupResponse,
  acceptsPosition,
  emptyLineup,
} from '@rinkside/domain';
import { readJsonColumn } from '../../db/json-column';
import { autoLineup } from '@rinkside/sim';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { rowToPlayer } from '../players/mapping';
import { listTeamPlayers } from '../players/api';
import { requireEditor, teamAccess } from './access';
import { findLineupText, storeDepthChart, storeLineup } from './repo';

export async function getLineup(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
): Promise<LineupResponse> {
  const { editable } = await teamAccess(ctx, leagueId, teamId, userId);
  const row = await findLineupText(ctx.database.db, teamId);
  const stored = row ? readJsonColumn(lineupInputSchema, row.lineup, `lineup of team ${teamId}`) : {};
  return { teamId, editable, lineup: { ...emptyLineup(), ...stored } };
}

/** The engine's best lineup from the team's active players, for the GM to review before saving. */
export async function suggestLineup(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
): Promise<Lineup> {
  await requireEditor(ctx, leagueId, teamId, userId);
  const players = (await listTeamPlayers(ctx.database.db, teamId)).map(rowToPlayer);
  return autoLineup(players.filter((p) => p.status === 'active'));
}

export async function saveLineup(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  input: LineupInput,
) {
  await requireEditor(ctx, leagueId, teamId, userId);
  const players = new Map((await listTeamPlayers(ctx.database.db, teamId)).map((p) => [p.id, p]));
  const lineup = emptyLineup();
  for (const slot of LINEUP_SLOTS) {
    const id = input[slot];
    if (id === null || id === undefined) continue;
    const player = typeof id === 'number' ? players.get(id) : undefined;
    if (!player) throw badRequest(`${slot}: player ${id} is not on this team.`);
    const goalieSlot = slot.endsWith('_g');
    if (player.position === 'G' && !goalieSlot)
      throw badRequest(`${slot}: a goalie cannot play a skater slot.`);
    if (player.position !== 'G' && goalieSlot) throw badRequest(`${slot}: only a goalie can play in goal.`);
    lineup[slot] = player.id;
  }
  await storeLineup(ctx.database.db, teamId, JSON.stringify(lineup), ctx.now().toISOString());
  return lineup;
}

export async function saveDepthChart(
  ctx: AppContext,
  leagueId: number,
  teamId: number,
  userId: number,
  chart: DepthChartIds,
) {
  await requireEditor(ctx, leagueId, teamId, userId);
  const players = new Map((await listTeamPlayers(ctx.database.db, teamId)).map((p) => [p.id, p]));
  const seen = new Set<number>();
  for (const column of [...DEPTH_POSITIONS, 'unassigned'] as const) {
    for (const id of chart[column]) {
      const player = players.get(id);
      if (!player) throw badRequest(`${column}: player ${id} is not on this team.`);
      if (seen.has(id))
        throw badRequest(`${column}: player ${id} appears more than once in the depth chart.`);
      seen.add(id);
      if (column !== 'unassigned' && !acceptsPosition(column, player.natural_position)) {
        throw badRequest(
          `${column}: ${player.first_name} ${player.last_name} (${player.natural_position}) cannot play ${column}.`,
        );
      }
    }
  }
  await storeDepthChart(ctx.database.db, teamId, JSON.stringify(chart), ctx.now().toISOString());
}
