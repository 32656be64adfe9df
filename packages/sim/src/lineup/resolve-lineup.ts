import {
  EVEN_STRENGTH_SLOTS,
  LINEUP_SLOTS,
  emptyLineup,
  type Lineup,
  type LineupInput,
  type Player,
  type PlayerId,
} from '@rinkside/domain';
import { autoLineup, dressablePlayers } from './auto-lineup';

/** Every slot once, in LINEUP_SLOTS order, with what it asks for (read once, not per game). */
const SLOTS = LINEUP_SLOTS.map((slot) => ({
  slot,
  goalie: slot.endsWith('_g'),
  /** The power-play or penalty-kill unit ('pp1', 'pk2', ...); null for an even-strength slot. */
  unit: (EVEN_STRENGTH_SLOTS as readonly string[]).includes(slot) ? null : slot.slice(0, slot.indexOf('_')),
}));
type SlotInfo = (typeof SLOTS)[number];

/** A healthy player of the right kind (goalie in a goalie slot, skater elsewhere). */
function fits(slot: SlotInfo, p: Player | undefined): p is Player {
  return p !== undefined && p.status !== 'injured' && (p.position === 'G') === slot.goalie;
}

const byOverall = (a: Player, b: Player): number => b.overall - a.overall;

/**
 * Finds roster players by the ids a lineup names. Ids match as given (the server's
 * integers), or by their text when the lineup spells them differently ('12' for 12).
 */
function rosterIndex(players: readonly Player[]): (id: PlayerId | null | undefined) => Player | undefined {
  const byId = new Map<PlayerId, Player>();
  for (const p of players) byId.set(p.id, p);
  let byText: Map<string, Player> | null = null;
  return (id) => {
    if (id === null || id === undefined) return undefined;
    const player = byId.get(id);
    if (player) return player;
    byText ??= new Map(players.map((p) => [String(p.id), p]));
    return byText.get(String(id));
  };
}

/**
 * A complete lineup from a GM's (possibly partial or stale) one: a slot keeps its
 * player when he is on the roster, healthy, fits the slot kind (goalie or skater)
 * and is not already dressed elsewhere at even strength; every other slot is
 * filled from autoLineup, then from the best remaining dressable player.
 * A player the GM put in two even-strength slots (SPEC §4 allows it in the editor)
 * keeps the first of them in slot order (line 1 before line 4, forwards before
 * defence); the second slot is filled like an empty one, by the coach's choice
 * for it or, if that man is already dressed, by the best player left who fits.
 * Power-play and penalty-kill units use dressed skaters only, each once per unit.
 */
export function resolveLineup(players: readonly Player[], input?: LineupInput | null): Lineup {
  const chosen = resolveSlots(players, input);
  const lineup = emptyLineup();
  SLOTS.forEach(({ slot }, i) => {
    lineup[slot] = chosen[i]?.id ?? null;
  });
  return lineup;
}

/** resolveLineup as the players themselves, in LINEUP_SLOTS order (what a game dresses). */
export function resolveSlots(players: readonly Player[], input?: LineupInput | null): (Player | undefined)[] {
  const lookup = rosterIndex(players);
  const chosen: (Player | undefined)[] = SLOTS.map(() => undefined);
  const dressed = new Set<Player>();
  let coach: Lineup | null = null;
  let spare: Player[] | null = null;

  SLOTS.forEach((slot, i) => {
    if (slot.unit !== null) return;
    const player = lookup(input?.[slot.slot]);
    if (fits(slot, player) && !dressed.has(player)) {
      chosen[i] = player;
      dressed.add(player);
    }
  });
  SLOTS.forEach((slot, i) => {
    if (slot.unit !== null || chosen[i] !== undefined) return;
    coach ??= autoLineup(players);
    spare ??= dressablePlayers(players).sort(byOverall);
    let player = lookup(coach[slot.slot]);
    if (!fits(slot, player) || dressed.has(player)) {
      player = spare.find((p) => fits(slot, p) && !dressed.has(p));
    }
    if (player) {
      chosen[i] = player;
      dressed.add(player);
    }
  });

  const units = new Map<string, Player[]>();
  const usable = (unit: string, p: Player | undefined): p is Player =>
    p !== undefined && p.position !== 'G' && dressed.has(p) && !units.get(unit)?.includes(p);
  const place = (i: number, unit: string, p: Player): void => {
    chosen[i] = p;
    const members = units.get(unit);
    if (members) members.push(p);
    else units.set(unit, [p]);
  };
  SLOTS.forEach(({ slot, unit }, i) => {
    if (unit === null) return;
    const player = lookup(input?.[slot]);
    if (usable(unit, player)) place(i, unit, player);
  });
  SLOTS.forEach(({ slot, unit }, i) => {
    if (unit === null || chosen[i] !== undefined) return;
    coach ??= autoLineup(players);
    spare ??= dressablePlayers(players).sort(byOverall);
    const suggested = lookup(coach[slot]);
    const player = usable(unit, suggested) ? suggested : spare.find((p) => usable(unit, p));
    if (player) place(i, unit, player);
  });
  return chosen;
}
