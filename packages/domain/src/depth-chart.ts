import { z } from 'zod';
import { idSchema } from './ids';
import { storedPlayerSchema } from './league';
import type { Player, SlotPosition } from './player';

// SPEC §2 depth chart columns.
export const DEPTH_POSITIONS = ['LW', 'C', 'RW', 'LD', 'RD', 'G'] as const satisfies readonly SlotPosition[];
export type DepthPosition = (typeof DEPTH_POSITIONS)[number];

const ids = z.array(idSchema);

/** A team's depth chart as stored and saved: player ids in depth order per column, plus the unassigned. */
export const depthChartIdsSchema = z.object({
  LW: ids,
  C: ids,
  RW: ids,
  LD: ids,
  RD: ids,
  G: ids,
  unassigned: ids,
});
export type DepthChartIds = z.infer<typeof depthChartIdsSchema>;

/** The column a player starts in: his listed position, defencemen by their side. */
export function primaryDepthPosition(player: Pick<Player, 'position' | 'naturalPosition'>): DepthPosition {
  if (player.position !== 'D') return player.position;
  return player.naturalPosition.toUpperCase().includes('RD') ? 'RD' : 'LD';
}

/** Every active player in his own column, best first. */
type DepthChartPlayer = Pick<Player, 'position' | 'naturalPosition' | 'overall' | 'status'> & { id: number };

export function defaultDepthChart(players: readonly DepthChartPlayer[]): DepthChartIds {
  const chart: DepthChartIds = { LW: [], C: [], RW: [], LD: [], RD: [], G: [], unassigned: [] };
  const active = players.filter((p) => p.status === 'active').sort((a, b) => b.overall - a.overall);
  for (const player of active) chart[primaryDepthPosition(player)].push(player.id);
  return chart;
}

const depthEntrySchema = z.object({ depthRank: z.number().int().min(1), player: storedPlayerSchema });
export type DepthEntry = z.infer<typeof depthEntrySchema>;

/** SPEC §3 depth chart response: entries with 1-based depth rank per column, plus unassigned players. */
export const depthChartResponseSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  /** Whether the viewer may save changes (the team's GM or the commissioner). */
  editable: z.boolean(),
  depthChart: z.object({
    LW: z.array(depthEntrySchema),
    C: z.array(depthEntrySchema),
    RW: z.array(depthEntrySchema),
    LD: z.array(depthEntrySchema),
    RD: z.array(depthEntrySchema),
    G: z.array(depthEntrySchema),
  }),
  unassignedPlayers: z.array(storedPlayerSchema),
});
export type DepthChartResponse = z.infer<typeof depthChartResponseSchema>;

/** PUT .../depth-chart: the whole chart, in depth order. */
export const saveDepthChartRequestSchema = z.object({ depthChart: depthChartIdsSchema });

/**
 * The depth-chart column a player is assigned to: the first column, in DEPTH_POSITIONS order, that lists
 * him (a column lists a player once, and the depth chart shows him in that first column only); null when
 * no column does.
 */
export function assignedDepthPosition(chart: DepthChartIds, playerId: number): DepthPosition | null {
  return DEPTH_POSITIONS.find((position) => chart[position].includes(playerId)) ?? null;
}
