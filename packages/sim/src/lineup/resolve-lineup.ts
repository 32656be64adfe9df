import {
  EVEN_STRENGTH_SLOTS,
  LINEUP_SLOTS,
  emptyLineup,
  type Lineup,
  type LineupInput,
  type LineupSlot,
  type Player,
} from '@rinkside/domain';
import { autoLineup, dressablePlayers } from './auto-lineup';

const SPECIAL_SLOTS: readonly LineupSlot[] = LINEUP_SLOTS.filter(
  (s) => !(EVEN_STRENGTH_SLOTS as readonly string[]).includes(s),
);
const unitOf = (slot: LineupSlot): string => slot.slice(0, slot.indexOf('_'));

/** A healthy player of the right kind (goalie in a goalie slot, skater elsewhere). */
function fits(slot: LineupSlot, p: Player | undefined): p is Player {
  return p !== undefined && p.status !== 'injured' && (p.position === 'G') === slot.endsWith('_g');
}

const byOverall = (a: Player, b: Player): number => b.overall - a.overall;

/**
 * A complete lineup from a GM's (possibly partial or stale) one: a slot keeps its
 * player when he is on the roster, healthy, fits the slot kind (goalie or skater)
 * and is not already dressed elsewhere at even strength; every other slot is
 * filled from autoLineup, then from the best remaining dressable player.
 * Power-play and penalty-kill units use dressed skaters only, each once per unit.
 */
export function resolveLineup(players: readonly Player[], input?: LineupInput | null): Lineup {
  const byId = new Map<string, Player>();
  for (const p of players) byId.set(String(p.id), p);
  const lineup = emptyLineup();
  const dressed = new Set<string>();
  const lookup = (id: LineupInput[LineupSlot]): Player | undefined =>
    id === null || id === undefined ? undefined : byId.get(String(id));
  let coach: Lineup | null = null;
  let spare: Player[] | null = null;

  for (const slot of EVEN_STRENGTH_SLOTS) {
    const player = lookup(input?.[slot]);
    if (fits(slot, player) && !dressed.has(String(player.id))) {
      lineup[slot] = player.id;
      dressed.add(String(player.id));
    }
  }
  for (const slot of EVEN_STRENGTH_SLOTS) {
    if (lineup[slot] !== null) continue;
    coach ??= autoLineup(players);
    spare ??= dressablePlayers(players).sort(byOverall);
    let player = lookup(coach[slot]);
    if (!fits(slot, player) || dressed.has(String(player.id))) {
      player = spare.find((p) => fits(slot, p) && !dressed.has(String(p.id)));
    }
    if (player) {
      lineup[slot] = player.id;
      dressed.add(String(player.id));
    }
  }

  const units = new Map<string, Set<string>>();
  const usable = (slot: LineupSlot, p: Player | undefined): p is Player => {
    if (p === undefined || p.position === 'G' || !dressed.has(String(p.id))) return false;
    return !units.get(unitOf(slot))?.has(String(p.id));
  };
  const place = (slot: LineupSlot, p: Player): void => {
    lineup[slot] = p.id;
    const unit = units.get(unitOf(slot)) ?? new Set<string>();
    unit.add(String(p.id));
    units.set(unitOf(slot), unit);
  };
  for (const slot of SPECIAL_SLOTS) {
    const player = lookup(input?.[slot]);
    if (usable(slot, player)) place(slot, player);
  }
  for (const slot of SPECIAL_SLOTS) {
    if (lineup[slot] !== null) continue;
    coach ??= autoLineup(players);
    spare ??= dressablePlayers(players).sort(byOverall);
    const suggested = lookup(coach[slot]);
    const player = usable(slot, suggested) ? suggested : spare.find((p) => usable(slot, p));
    if (player) place(slot, player);
  }
  return lineup;
}
