import {
  EVEN_STRENGTH_SLOTS,
  LINEUP_SLOTS,
  bestForSlot,
  emptyLineup,
  type Lineup,
  type LineupInput,
  type Player,
  type PlayerId,
} from '@rinkside/domain';
import { at } from '../list';
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
class Roster {
  private readonly byId = new Map<PlayerId, Player>();
  private byText: Map<string, Player> | null = null;

  constructor(private readonly players: readonly Player[]) {
    for (const p of players) this.byId.set(p.id, p);
  }

  find(id: PlayerId | null | undefined): Player | undefined {
    if (id === null || id === undefined) return undefined;
    const player = this.byId.get(id);
    if (player) return player;
    this.byText ??= new Map(this.players.map((p) => [String(p.id), p]));
    return this.byText.get(String(id));
  }
}

/** A dressed skater not yet in this power-play or penalty-kill unit. */
function usable(
  units: Map<string, Player[]>,
  unit: string,
  dressed: Set<Player>,
  p: Player | undefined,
): p is Player {
  return p !== undefined && p.position !== 'G' && dressed.has(p) && !units.get(unit)?.includes(p);
}

/**
 * A complete lineup from a GM's (possibly partial or stale) one: a slot keeps its
 * player when he is on the roster, healthy, fits the slot kind (goalie or skater)
 * and is not already dressed elsewhere at even strength; every other slot is
 * filled from autoLineup, then from the best remaining dressable player who fits it by position
 * (`bestForSlot`: a forward at forward while one is left, a defenceman on defence).
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
  const roster = new Roster(players);
  const chosen = new Array<Player | undefined>(SLOTS.length).fill(undefined);
  const dressed = new Set<Player>();
  let coach: Lineup | null = null;
  let spare: Player[] | null = null;
  // Loops, not callbacks: this runs twice a game.
  for (let i = 0; i < SLOTS.length; i++) {
    const slot = at(SLOTS, i);
    if (slot.unit !== null) continue;
    const player = roster.find(input?.[slot.slot]);
    if (fits(slot, player) && !dressed.has(player)) {
      chosen[i] = player;
      dressed.add(player);
    }
  }
  for (let i = 0; i < SLOTS.length; i++) {
    const slot = at(SLOTS, i);
    if (slot.unit !== null || chosen[i] !== undefined) continue;
    coach ??= autoLineup(players);
    spare ??= dressablePlayers(players).sort(byOverall);
    let player = roster.find(coach[slot.slot]);
    if (!fits(slot, player) || dressed.has(player)) {
      // Lineup repair by position (the domain's rule): a forward place takes a forward while one is left.
      player = bestForSlot(
        slot.slot,
        spare.filter((p) => fits(slot, p) && !dressed.has(p)),
      );
    }
    if (player) {
      chosen[i] = player;
      dressed.add(player);
    }
  }

  const units = new Map<string, Player[]>();
  for (let pass = 0; pass < 2; pass++) {
    // First the GM's choices, then the coach's (or the best dressed skater left) for the rest.
    for (let i = 0; i < SLOTS.length; i++) {
      const { slot, unit } = at(SLOTS, i);
      if (unit === null || chosen[i] !== undefined) continue;
      let player: Player | undefined;
      if (pass === 0) {
        const wanted = roster.find(input?.[slot]);
        if (usable(units, unit, dressed, wanted)) player = wanted;
      } else {
        coach ??= autoLineup(players);
        spare ??= dressablePlayers(players).sort(byOverall);
        const suggested = roster.find(coach[slot]);
        player = usable(units, unit, dressed, suggested)
          ? suggested
          : spare.find((p) => usable(units, unit, dressed, p));
      }
      if (!player) continue;
      chosen[i] = player;
      const members = units.get(unit);
      if (members) members.push(player);
      else units.set(unit, [player]);
    }
  }
  return chosen;
}
