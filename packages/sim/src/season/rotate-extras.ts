import {
  naturalSlotPositions,
  slotPosition,
  type Lineup,
  type LineupReplacement,
  type LineupSlot,
  type Player,
} from '@rinkside/domain';
import { chance, pick, type Rng } from '../rng';
import type { Bench } from './replacement-pick';
import { handOverUnitPlaces } from './special-units';

/** How often a healthy extra (13th forward, 7th defenceman) takes a night from a bottom-line player. */
export const EXTRA_PLAYS_CHANCE = 0.15;

const FOURTH_LINE: readonly LineupSlot[] = ['line4_lw', 'line4_c', 'line4_rw'];
const THIRD_PAIR: readonly LineupSlot[] = ['defense3_ld', 'defense3_rd'];
const isForward = (p: Player): boolean => p.position === 'C' || p.position === 'LW' || p.position === 'RW';

/**
 * Now and then the best healthy extra forward dresses in place of a fourth-liner, and the best extra
 * defenceman in place of a third-pair man ('rested'), so extras play some games. A slot already
 * filled by a replacement is left alone.
 */
export function rotateExtras(input: {
  lineup: Lineup;
  bench: Bench;
  replacements: LineupReplacement[];
  team: LineupReplacement['team'];
  rng: Rng;
}): void {
  rotateInto(input, FOURTH_LINE, isForward);
  rotateInto(input, THIRD_PAIR, (p) => p.position === 'D');
}

function rotateInto(
  { lineup, bench, replacements, team, rng }: Parameters<typeof rotateExtras>[0],
  slots: readonly LineupSlot[],
  group: (p: Player) => boolean,
): void {
  if (!chance(rng, EXTRA_PLAYS_CHANCE)) return;
  const extra = bench.best(group);
  if (!extra) return;
  const open = slots.filter((slot) => lineup[slot] !== null && !replacements.some((r) => r.slot === slot));
  const natural = open.filter((slot) =>
    (naturalSlotPositions(extra) as string[]).includes(slotPosition(slot)),
  );
  const candidates = natural.length > 0 ? natural : open;
  if (candidates.length === 0) return;
  const slot = pick(rng, candidates);
  const rested = bench.find(lineup[slot]);
  if (!rested) return;
  lineup[slot] = extra.id;
  bench.undress(rested);
  bench.dress(extra);
  handOverUnitPlaces(lineup, rested.id, extra, bench.pool);
  replacements.push({ team, slot, out: rested.id, in: extra.id, reason: 'rested' });
}
