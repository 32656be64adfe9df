import type { Lineup, LineupSlot, PlayerId } from '@rinkside/domain';
import { EVEN_STRENGTH_SLOTS } from '@rinkside/domain';

/**
 * SPEC §4 line editor: dropping a player into a slot sets it; the same player may stay in other
 * slots. Dragged from another slot, the two slots swap (the target's player goes back to the source).
 */
export function placePlayer(
  lineup: Lineup,
  slot: LineupSlot,
  playerId: PlayerId,
  fromSlot?: LineupSlot,
): Lineup {
  const next = { ...lineup, [slot]: playerId };
  if (fromSlot && fromSlot !== slot) next[fromSlot] = lineup[slot];
  return next;
}

/** Dropping a slot's player outside any slot clears that slot (SPEC §2 Lines). */
export const clearSlot = (lineup: Lineup, slot: LineupSlot): Lineup => ({ ...lineup, [slot]: null });

/** Players dressed in more than one even-strength slot, with those slots (allowed, but warned about). */
export function evenStrengthDuplicates(lineup: Lineup): Map<PlayerId, LineupSlot[]> {
  const slotsByPlayer = new Map<PlayerId, LineupSlot[]>();
  for (const slot of EVEN_STRENGTH_SLOTS) {
    const id = lineup[slot];
    if (id === null) continue;
    slotsByPlayer.set(id, [...(slotsByPlayer.get(id) ?? []), slot]);
  }
  return new Map([...slotsByPlayer].filter(([, slots]) => slots.length > 1));
}
