import {
  DEPTH_POSITIONS,
  type DepthChartIds,
  type DepthChartResponse,
  type DepthColumn,
  type StoredPlayer,
} from '@rinkside/domain';

export type DepthLists = Record<DepthColumn, StoredPlayer[]>;

export const DEPTH_COLUMNS: readonly DepthColumn[] = [...DEPTH_POSITIONS, 'Unassigned'];

/** The response's columns in depth order, plus the unassigned players as one more list. */
export function depthListsFrom(response: DepthChartResponse): DepthLists {
  const lists = Object.fromEntries(
    DEPTH_POSITIONS.map((position) => [
      position,
      [...response.depthChart[position]].sort((a, b) => a.depthRank - b.depthRank).map((e) => e.player),
    ]),
  ) as Omit<DepthLists, 'Unassigned'>;
  return { ...lists, Unassigned: [...response.unassignedPlayers] };
}

/** What PUT .../depth-chart takes: ids in depth order per column. */
export function depthChartIds(lists: DepthLists): DepthChartIds {
  const ids = (column: DepthColumn) => lists[column].map((p) => p.id);
  return {
    LW: ids('LW'),
    C: ids('C'),
    RW: ids('RW'),
    LD: ids('LD'),
    RD: ids('RD'),
    G: ids('G'),
    unassigned: ids('Unassigned'),
  };
}

export const placedCount = (lists: DepthLists) =>
  DEPTH_POSITIONS.reduce((sum, position) => sum + lists[position].length, 0);

/** The card's position text: the column, with the natural position in brackets when he is out of it. */
export function assignedPositionText(column: DepthColumn, naturalPosition: string): string {
  if (column === 'Unassigned') return naturalPosition;
  const natural = naturalPosition.split(',').map((n) => n.trim().toUpperCase());
  return natural.includes(column) ? column : `${column} (${naturalPosition})`;
}
