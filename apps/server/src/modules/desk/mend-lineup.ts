import {
  EVEN_STRENGTH_SLOTS,
  LINEUP_SLOTS,
  automaticallyFixableSlots,
  isHurtOn,
  naturalSlotPositions,
  slotPosition,
  type Lineup,
  type LineupSlot,
  type Readiness,
  type StoredPlayer,
} from '@rinkside/domain';
import { autoLineup } from '@rinkside/sim';

export interface Replacement {
  slot: LineupSlot;
  out: number | null;
  in: number;
}

const SPECIAL_UNIT_SLOTS = LINEUP_SLOTS.filter(
  (s) => !(EVEN_STRENGTH_SLOTS as readonly string[]).includes(s),
);
const isGoalieSlot = (slot: LineupSlot) => slot === 'starter_g' || slot === 'backup_g';
const byOverall = (a: StoredPlayer, b: StoredPlayer) => b.overall - a.overall || Number(a.id) - Number(b.id);

/** How well a player suits a slot: 2 born to it, 1 of its group (forward or defence), 0 another skater. */
function fit(player: StoredPlayer, slot: LineupSlot): number {
  const position = slotPosition(slot);
  if (position !== 'F' && naturalSlotPositions(player).includes(position)) return 2;
  const defenceSlot = position === 'LD' || position === 'RD';
  return (player.position === 'D') === defenceSlot ? 1 : 0;
}

/**
 * 'Fix lineup' on the desk: only the slots whose problem is mechanical (a hurt or unavailable player,
 * an empty slot, a player named twice) change; every other place stays as the GM set it. Each takes
 * the coach's pick for it (`autoLineup` over the players fit on game day) when that player is free,
 * else the best free fit player who suits it. A special-teams place of a replaced player goes to his
 * replacement, as it does when the game dresses the team itself.
 */
export function mendLineup(
  lineup: Lineup,
  players: readonly StoredPlayer[],
  readiness: Readiness,
  gameDay: string,
): { lineup: Lineup; replaced: Replacement[] } {
  const slots = new Set(automaticallyFixableSlots(readiness));
  if (slots.size === 0) return { lineup, replaced: [] };
  const fitToPlay = players.filter((p) => p.status === 'active' && !isHurtOn(p, gameDay));
  const suggested = autoLineup(fitToPlay);
  const used = new Set<number>();
  for (const slot of EVEN_STRENGTH_SLOTS) {
    const id = lineup[slot];
    if (!slots.has(slot) && id !== null) used.add(Number(id));
  }
  const free = (p: StoredPlayer | undefined, slot: LineupSlot): p is StoredPlayer =>
    p !== undefined && !used.has(Number(p.id)) && (p.position === 'G') === isGoalieSlot(slot);

  const next: Lineup = { ...lineup };
  const replaced: Replacement[] = [];
  for (const slot of EVEN_STRENGTH_SLOTS) {
    if (!slots.has(slot)) continue;
    const pick = fitToPlay.find((p) => String(p.id) === String(suggested[slot]));
    const choice = free(pick, slot)
      ? pick
      : fitToPlay
          .filter((p) => free(p, slot))
          .sort((a, b) => fit(b, slot) - fit(a, slot) || byOverall(a, b))[0];
    if (!choice) continue;
    used.add(Number(choice.id));
    const out = lineup[slot];
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
