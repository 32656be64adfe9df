import type { Db } from '../../db/schema';
import { contractColumns, type ContractChange, type PlayerGuard, type WhenBeaten } from './player-columns';
import { writePlayer } from './player-repo';
import { recordTransaction, type LogLine } from './transactions-repo';

/**
 * Sets a player's contract terms where he is (an extension, a qualifying offer, a new cap hit), guarded
 * like a move; the log line is written only when it applies. Returns whether it applied.
 */
export async function setContract(
  trx: Db,
  input: {
    playerId: number;
    from: PlayerGuard;
    contract: ContractChange;
    at: string;
    log?: LogLine;
    whenBeaten?: WhenBeaten;
  },
): Promise<boolean> {
  const applied = await writePlayer(trx, {
    playerId: input.playerId,
    set: contractColumns(input.contract),
    guard: input.from,
    whenBeaten: input.whenBeaten,
  });
  if (applied && input.log)
    await recordTransaction(trx, { ...input.log, playerId: input.playerId, at: input.at });
  return applied;
}
