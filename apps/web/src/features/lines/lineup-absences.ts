import {
  LINEUP_SLOTS,
  playerAvailability,
  type Injury,
  type Lineup,
  type LineupSlot,
  type StoredPlayer,
} from '@rinkside/domain';

/** A player the saved lineup names who cannot play, and the slots he leaves open. */
export interface LineupAbsence {
  player: StoredPlayer;
  injury: Injury | null;
  dayToDay: boolean;
  slots: LineupSlot[];
}

/** Hurt players in the saved lineup, in lineup order (Line 1 first), each once with all his slots. */
export function lineupAbsences(lineup: Lineup, players: ReadonlyMap<number, StoredPlayer>): LineupAbsence[] {
  const absences = new Map<number, LineupAbsence>();
  for (const slot of LINEUP_SLOTS) {
    const id = lineup[slot];
    const player = typeof id === 'number' ? players.get(id) : undefined;
    if (!player) continue;
    const availability = playerAvailability(player, null);
    if (availability.kind !== 'injured' && availability.kind !== 'day-to-day') continue;
    const known = absences.get(player.id);
    if (known) known.slots.push(slot);
    else
      absences.set(player.id, {
        player,
        injury: availability.injury,
        dayToDay: availability.kind === 'day-to-day',
        slots: [slot],
      });
  }
  return [...absences.values()];
}
