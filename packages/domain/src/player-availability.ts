import type { Injury } from './injury';
import { formatLeagueDay } from './league-dates';
import { EVEN_STRENGTH_SLOTS, type Lineup } from './lineup';
import type { Player, PlayerId } from './player';

/**
 * Whether a player can play in his team's next game, as the roster, team, depth chart and player
 * pages badge him: hurt (day-to-day or longer), a healthy scratch (active and fit, but not in the
 * saved lineup), healthy, or not with the big club at all (minors, prospect).
 */
export type PlayerAvailability =
  | { kind: 'healthy' }
  | { kind: 'day-to-day'; injury: Injury }
  | { kind: 'injured'; injury: Injury | null }
  | { kind: 'scratch' }
  | { kind: 'minors' }
  | { kind: 'prospect' };

/** The ids a saved lineup dresses: its forward lines, defence pairs and both goalies. */
export function dressedIds(lineup: Lineup): Set<PlayerId> {
  const ids = new Set<PlayerId>();
  for (const slot of EVEN_STRENGTH_SLOTS) {
    const id = lineup[slot];
    if (id !== null) ids.add(id);
  }
  return ids;
}

/**
 * `dressed`: the ids the team's saved lineup dresses, or null while it is not known (then an active,
 * fit player counts as healthy, never as a scratch).
 */
export function playerAvailability(
  player: Pick<Player, 'id' | 'status' | 'injury'>,
  dressed: ReadonlySet<PlayerId> | null,
): PlayerAvailability {
  if (player.injury) {
    return player.injury.dayToDay
      ? { kind: 'day-to-day', injury: player.injury }
      : { kind: 'injured', injury: player.injury };
  }
  switch (player.status) {
    case 'injured':
      return { kind: 'injured', injury: null };
    case 'minors':
      return { kind: 'minors' };
    case 'prospect':
    case 'draft':
      return { kind: 'prospect' };
    case 'scratched':
      return { kind: 'scratch' };
    case 'active':
      return dressed && !dressed.has(player.id) ? { kind: 'scratch' } : { kind: 'healthy' };
  }
}

/** The badge text: 'Healthy', 'Day-to-day', 'Injured (back Oct 14)', 'Healthy scratch', ... */
export function availabilityLabel(availability: PlayerAvailability): string {
  switch (availability.kind) {
    case 'healthy':
      return 'Healthy';
    case 'day-to-day':
      return 'Day-to-day';
    case 'injured':
      return availability.injury
        ? `Injured (back ${formatLeagueDay(availability.injury.returnDate)})`
        : 'Injured';
    case 'scratch':
      return 'Healthy scratch';
    case 'minors':
      return 'Minors';
    case 'prospect':
      return 'Prospect';
  }
}

/** Whether he cannot play now (hurt, day-to-day included). */
export const isHurt = (availability: PlayerAvailability): boolean =>
  availability.kind === 'injured' || availability.kind === 'day-to-day';
