import {
  EVEN_STRENGTH_SLOTS,
  PENALTY_KILL_SLOTS,
  POWER_PLAY_SLOTS,
  type Lineup,
  type Player,
  type PlayerId,
} from '@rinkside/domain';

const UNIT_SLOTS = [...POWER_PLAY_SLOTS, ...PENALTY_KILL_SLOTS];
const unitOf = (slot: string): string => slot.slice(0, slot.indexOf('_'));
const same = (a: PlayerId | null, b: PlayerId): boolean => a !== null && String(a) === String(b);

/**
 * After `outId` left the dressed lineup for `inPlayer`, his power-play and penalty-kill places go to
 * `inPlayer`, or, where `inPlayer` is already in that unit, to the best dressed skater who is not.
 */
export function handOverUnitPlaces(
  lineup: Lineup,
  outId: PlayerId,
  inPlayer: Player,
  pool: readonly Player[],
): void {
  for (const slot of UNIT_SLOTS) {
    if (!same(lineup[slot], outId)) continue;
    const unit = UNIT_SLOTS.filter((s) => unitOf(s) === unitOf(slot)).map((s) => lineup[s]);
    const inUnit = (p: Player): boolean => unit.some((id) => same(id, p.id));
    if (!inUnit(inPlayer)) {
      lineup[slot] = inPlayer.id;
      continue;
    }
    const dressed = new Set(EVEN_STRENGTH_SLOTS.map((s) => String(lineup[s])));
    const next = pool
      .filter((p) => p.position !== 'G' && dressed.has(String(p.id)) && !inUnit(p))
      .sort((a, b) => b.overall - a.overall)[0];
    lineup[slot] = next?.id ?? null;
  }
}
