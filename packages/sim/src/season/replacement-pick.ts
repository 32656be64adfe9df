import {
  naturalSlotPositions,
  slotPosition,
  type DepthChartIds,
  type LineupSlot,
  type Player,
  type PlayerId,
} from '@rinkside/domain';

const byOverall = (a: Player, b: Player): number => b.overall - a.overall;
const isForward = (p: Player): boolean => p.position === 'C' || p.position === 'LW' || p.position === 'RW';

/** Who can still dress for a game: the pool minus those already dressed at even strength. */
export class Bench {
  private readonly byKey = new Map<string, Player>();
  private readonly dressed = new Set<Player>();

  constructor(readonly pool: readonly Player[]) {
    for (const p of pool) this.byKey.set(String(p.id), p);
  }

  find(id: PlayerId | null | undefined): Player | undefined {
    return id === null || id === undefined ? undefined : this.byKey.get(String(id));
  }

  isDressed(p: Player): boolean {
    return this.dressed.has(p);
  }

  dress(p: Player): void {
    this.dressed.add(p);
  }

  undress(p: Player): void {
    this.dressed.delete(p);
  }

  /** Fit, in the pool and not dressed yet. */
  free(p: Player | undefined): p is Player {
    return p !== undefined && !this.dressed.has(p);
  }

  /** The undressed players `wanted` accepts, best first. */
  best(wanted: (p: Player) => boolean): Player | undefined {
    return this.pool.filter((p) => !this.dressed.has(p) && wanted(p)).sort(byOverall)[0];
  }
}

/**
 * Who fills `slot` for a player who cannot play: the next undressed player in the team's depth chart
 * at the slot's position, else the best undressed player who plays that position, else the best
 * undressed forward (or defenceman) for a forward (or defence) slot, else the best skater left.
 */
export function replacementFor(
  slot: LineupSlot,
  bench: Bench,
  depthChart: DepthChartIds | null,
): Player | undefined {
  const position = slotPosition(slot);
  if (position === 'F') return bench.best((p) => isForward(p));
  const goalie = position === 'G';
  const kind = (p: Player): boolean => (p.position === 'G') === goalie;
  for (const id of depthChart?.[position] ?? []) {
    const player = bench.find(id);
    if (bench.free(player) && kind(player)) return player;
  }
  const group = (p: Player): boolean =>
    goalie ? p.position === 'G' : position === 'LD' || position === 'RD' ? p.position === 'D' : isForward(p);
  return (
    bench.best((p) => kind(p) && naturalSlotPositions(p).includes(position)) ??
    bench.best(group) ??
    bench.best(kind)
  );
}
