import type { LineupSlot, StoredPlayer } from '@rinkside/domain';
import { isGoalieSlot } from '../lineup-layout';

/** The server's rule (400 otherwise): goalies only in goal, skaters only in skater slots. */
export const slotAccepts = (slot: LineupSlot, player: Pick<StoredPlayer, 'position'>) =>
  isGoalieSlot(slot) === (player.position === 'G');
