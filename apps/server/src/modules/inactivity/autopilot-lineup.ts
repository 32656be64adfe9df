import {
  EVEN_STRENGTH_SLOTS,
  LINEUP_SLOTS,
  naturalSlotPositions,
  slotPosition,
  type Lineup,
  type LineupSlot,
  type Player,
} from '@rinkside/domain';
import { autoLineup, dressablePool } from '@rinkside/sim';

export interface AutopilotFix {
  lineup: Lineup;
  /** The slots changed; none when the saved lineup can play as it is. */
  changed: LineupSlot[];
}

const isGoalieSlot = (slot: LineupSlot) => slot === 'starter_g' || slot === 'backup_g';
const unitOf = (slot: LineupSlot) => slot.slice(0, slot.indexOf('_'));
const byOverall = (a: Player, b: Player) => b.overall - a.overall;

/** The best free player for an even-strength slot: the coach's pick, a natural fit, his group, any skater. */
function replacementFor(slot: LineupSlot, free: Player[], coach: Lineup): Player | undefined {
  const coachPick = free.find((p) => String(p.id) === String(coach[slot]));
  if (coachPick) return coachPick;
  if (isGoalieSlot(slot)) return free.filter((p) => p.position === 'G').sort(byOverall)[0];
  const skaters = free.filter((p) => p.position !== 'G').sort(byOverall);
  const position = slotPosition(slot);
  const defence = position === 'LD' || position === 'RD';
  return (
    skaters.find((p) => position !== 'F' && naturalSlotPositions(p).includes(position)) ??
    skaters.find((p) => (p.position === 'D') === defence) ??
    skaters[0]
  );
}

/**
 * A lineup on autopilot (docs/decisions/036): the saved lineup with every player who cannot play on
 * `gameDay` (hurt, scratched, sent down, gone) or named twice replaced, and every empty even-strength
 * slot filled, from the players who may dress that day. Everyone who can play keeps his place, so the
 * GM's lines survive; a special-teams place left open goes to the skater who took the absent player's
 * even-strength place, or stays empty.
 */
export function autopilotLineup(saved: Lineup, players: readonly Player[], gameDay: string): AutopilotFix {
  const pool = dressablePool(players, gameDay);
  const byId = new Map(pool.map((p) => [String(p.id), p]));
  const coach = autoLineup(pool);
  const lineup: Lineup = { ...saved };
  const used = new Set<string>();
  const open: LineupSlot[] = [];
  for (const slot of EVEN_STRENGTH_SLOTS) {
    const id = saved[slot];
    const player = id === null ? undefined : byId.get(String(id));
    if (player && !used.has(String(player.id)) && (player.position === 'G') === isGoalieSlot(slot))
      used.add(String(player.id));
    else open.push(slot);
  }
  const took = new Map<string, Player>();
  for (const slot of open) {
    const player = replacementFor(
      slot,
      pool.filter((p) => !used.has(String(p.id))),
      coach,
    );
    const out = saved[slot];
    lineup[slot] = player?.id ?? null;
    if (player) used.add(String(player.id));
    if (player && out !== null) took.set(String(out), player);
  }
  for (const slot of LINEUP_SLOTS) {
    if (EVEN_STRENGTH_SLOTS.some((s) => s === slot)) continue;
    const id = saved[slot];
    if (id === null || byId.has(String(id))) continue;
    const stand = took.get(String(id));
    const unit = unitOf(slot);
    const inUnit = LINEUP_SLOTS.some((s) => unitOf(s) === unit && String(lineup[s]) === String(stand?.id));
    lineup[slot] = stand && !inUnit && stand.position !== 'G' ? stand.id : null;
  }
  const changed = LINEUP_SLOTS.filter((slot) => String(lineup[slot]) !== String(saved[slot]));
  return { lineup, changed };
}
