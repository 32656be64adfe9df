import type { DepthPosition } from './depth-chart';

// SPEC §5: the names each depth-chart column accepts; 'Unassigned' accepts anyone.
const ACCEPTS: Record<DepthPosition, readonly string[]> = {
  C: ['C', 'CENTER'],
  LW: ['LW', 'LEFT WING', 'W', 'WING'],
  RW: ['RW', 'RIGHT WING', 'W', 'WING'],
  LD: ['LD', 'D', 'DEFENSE', 'DEFENSEMAN'],
  RD: ['RD', 'D', 'DEFENSE', 'DEFENSEMAN'],
  G: ['G', 'GOALIE', 'GOALTENDER'],
};

export type DepthColumn = DepthPosition | 'Unassigned';

/** Whether a player whose natural position is `naturalPosition` (comma-separated) may go in `column`. */
export function acceptsPosition(column: DepthColumn, naturalPosition: string): boolean {
  if (column === 'Unassigned') return true;
  const names = naturalPosition.split(',').map((n) => n.trim().toUpperCase());
  return names.some((name) => ACCEPTS[column].includes(name));
}

// SPEC §5 line filters.
const FORWARD_NAMES = ['LW', 'RW', 'C', 'LEFT WING', 'RIGHT WING', 'CENTER', 'W', 'WING'];
const DEFENSE_NAMES = ['D', 'LD', 'RD', 'DEFENSEMAN', 'DEFENSE'];
const GOALIE_NAMES = ['G', 'GOALIE', 'GOALTENDER'];
const namesOf = (position: string) => position.split(',').map((n) => n.trim().toUpperCase());

export const isForwardPosition = (position: string) =>
  namesOf(position).some((n) => FORWARD_NAMES.includes(n));
export const isDefensePosition = (position: string) =>
  namesOf(position).some((n) => DEFENSE_NAMES.includes(n));
export const isGoaliePosition = (position: string) => namesOf(position).some((n) => GOALIE_NAMES.includes(n));

export interface DepthListPlace {
  list: DepthColumn;
  index: number;
}

/**
 * SPEC §4 depth chart move: removes the item from its list and inserts it at the target index,
 * adjusted when it moves down within the same list. Lists are copied, never changed in place.
 * Depth ranks are the 1-based positions in the resulting lists.
 */
export function moveInDepthChart<T>(
  lists: Readonly<Record<DepthColumn, readonly T[]>>,
  from: DepthListPlace,
  to: DepthListPlace,
): Record<DepthColumn, T[]> {
  const next = Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, [...v]])) as Record<
    DepthColumn,
    T[]
  >;
  const [item] = next[from.list].splice(from.index, 1);
  if (item === undefined) return next;
  let index = to.index;
  if (from.list === to.list && from.index < to.index) index -= 1;
  const target = next[to.list];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, item);
  return next;
}
