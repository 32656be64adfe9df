import {
  automaticallyFixableSlots,
  isHurtOn,
  repairLineup,
  type Lineup,
  type LineupChange,
  type Readiness,
  type StoredPlayer,
} from '@rinkside/domain';

/**
 * 'Fix lineup' on the desk, and the mending after a roster move: only the slots whose problem the desk may
 * fix by itself change (a hurt or unavailable player, an empty slot, a player named twice, a skater in the
 * other group's place while one of its own sits out); each takes the best fitting player who is fit on
 * game day, by the domain's lineup repair. Every other place stays as the GM set it.
 */
export function mendLineup(
  lineup: Lineup,
  players: readonly StoredPlayer[],
  readiness: Readiness,
  gameDay: string,
): { lineup: Lineup; replaced: LineupChange[] } {
  const fitToPlay = players.filter((p) => p.status === 'active' && !isHurtOn(p, gameDay));
  return repairLineup(lineup, fitToPlay, automaticallyFixableSlots(readiness));
}
