import { EVEN_STRENGTH_SLOTS, LINEUP_SLOTS, slotPosition, type Lineup, type LineupSlot } from './lineup';
import { lineupSlotLabel } from './lineup-slot-label';
import { naturalSlotPositions, type PlayerId } from './player';

/** The three kinds of place in a lineup, and of player. */
export type SlotGroup = 'forward' | 'defence' | 'goalie';

/** A player as lineup repair weighs him: his roster position (C, LW, RW, D, G), natural positions, rating. */
export interface SlotCandidate {
  id: PlayerId;
  position: string;
  naturalPosition: string;
  overall: number;
}

export function slotGroup(slot: LineupSlot): SlotGroup {
  const position = slotPosition(slot);
  if (position === 'G') return 'goalie';
  return position === 'LD' || position === 'RD' ? 'defence' : 'forward';
}

export function playerGroup(position: string): SlotGroup {
  if (position === 'G') return 'goalie';
  return position === 'D' ? 'defence' : 'forward';
}

/**
 * How well a player suits a slot: 3 his natural position (every forward fits a penalty-kill forward place),
 * 2 another position of the slot's group (a centre on the wing, a left defenceman on the right),
 * 1 a skater of the other group (a defenceman at forward), 0 never (a goalie out of goal, a skater in it).
 */
export function slotFit(player: Omit<SlotCandidate, 'id' | 'overall'>, slot: LineupSlot): 0 | 1 | 2 | 3 {
  const wanted = slotGroup(slot);
  const group = playerGroup(player.position);
  if ((wanted === 'goalie') !== (group === 'goalie')) return 0;
  if (wanted !== group) return 1;
  const position = slotPosition(slot);
  if (position === 'F' || position === 'G') return 3;
  return naturalSlotPositions(player).includes(position) ? 3 : 2;
}

const compareIds = (a: PlayerId, b: PlayerId): number =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/** The order repair prefers players for a slot: the better fit, then the higher rating, then the lower id. */
export function compareForSlot(slot: LineupSlot) {
  return (a: SlotCandidate, b: SlotCandidate): number =>
    slotFit(b, slot) - slotFit(a, slot) || b.overall - a.overall || compareIds(a.id, b.id);
}

/** The best player for a slot among `candidates`, or undefined when none may play it. */
export function bestForSlot<T extends SlotCandidate>(
  slot: LineupSlot,
  candidates: readonly T[],
): T | undefined {
  let best: T | undefined;
  const compare = compareForSlot(slot);
  for (const candidate of candidates) {
    if (slotFit(candidate, slot) === 0) continue;
    if (best === undefined || compare(candidate, best) < 0) best = candidate;
  }
  return best;
}

export interface LineupChange {
  slot: LineupSlot;
  out: number | null;
  in: number;
}

const SPECIAL_UNIT_SLOTS = LINEUP_SLOTS.filter(
  (s) => !(EVEN_STRENGTH_SLOTS as readonly string[]).includes(s),
);

/**
 * Lineup repair by position: each even-strength slot in `slots`, in lineup order (Line 1 first), takes the
 * best fitting player of `available` not dressed elsewhere: a forward place a forward of its position, else
 * a forward of another forward position, and a defenceman only when no forward is left (the same for
 * defence); goalies only in goal. Every other slot stays as it is. A special-teams place of a replaced
 * player goes to his replacement. `available` are the players fit to play (healthy, with the big club).
 */
export function repairLineup(
  lineup: Lineup,
  available: readonly SlotCandidate[],
  slots: Iterable<LineupSlot>,
): { lineup: Lineup; replaced: LineupChange[] } {
  const repairing = new Set(slots);
  const dressed = new Set<number>();
  for (const slot of EVEN_STRENGTH_SLOTS) {
    const id = lineup[slot];
    if (!repairing.has(slot) && id !== null) dressed.add(Number(id));
  }
  const next: Lineup = { ...lineup };
  const replaced: LineupChange[] = [];
  for (const slot of EVEN_STRENGTH_SLOTS) {
    if (!repairing.has(slot)) continue;
    const choice = bestForSlot(
      slot,
      available.filter((p) => !dressed.has(Number(p.id))),
    );
    if (!choice) continue;
    dressed.add(Number(choice.id));
    const out = lineup[slot];
    // The player named twice, free again once his other place is filled, keeps this one: nothing changed.
    if (out !== null && Number(out) === Number(choice.id)) continue;
    next[slot] = choice.id;
    replaced.push({ slot, out: out === null ? null : Number(out), in: Number(choice.id) });
  }
  // A player still dressed elsewhere (the first place of one named twice) keeps his special teams.
  const stillDressed = new Set(EVEN_STRENGTH_SLOTS.map((slot) => Number(next[slot])));
  const stepsIn = new Map(
    replaced.flatMap((r) => (r.out === null || stillDressed.has(r.out) ? [] : [[r.out, r.in] as const])),
  );
  for (const slot of SPECIAL_UNIT_SLOTS) {
    const id = next[slot];
    const replacement = id === null ? undefined : stepsIn.get(Number(id));
    if (replacement !== undefined) next[slot] = replacement;
  }
  return { lineup: next, replaced };
}

/** A player as a change is told: his name and roster position. */
export interface NamedPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
}

/** "Adam Wood (D) replaced by Devin Baird (LW) at Line 1 LW", or "… fills the empty Line 1 LW". */
export function describeLineupChange(change: LineupChange, players: readonly NamedPlayer[]): string {
  const named = (id: number | null) => {
    const p = players.find((x) => x.id === id);
    return p ? `${p.firstName} ${p.lastName} (${p.position})` : `Player ${id}`;
  };
  const where = lineupSlotLabel(change.slot);
  return change.out === null
    ? `${named(change.in)} fills the empty ${where}`
    : `${named(change.out)} replaced by ${named(change.in)} at ${where}`;
}
