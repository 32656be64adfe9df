import type { Db } from '../../db/schema';
import { contractColumns, type ContractChange, type PlayerGuard, type WhenBeaten } from './player-columns';
import { writePlayers } from './player-repo';
import { recordTransactions, type LogLine } from './transactions-repo';

/** One player's contract change for `setContract`. */
export interface ContractSet {
  playerId: number;
  from: PlayerGuard;
  contract: ContractChange;
  at: string;
  log?: LogLine;
  whenBeaten?: WhenBeaten;
}

/**
 * Sets a player's contract terms where he is (an extension, a qualifying offer, a new cap hit), guarded
 * like a move; the log line is written only when it applies. Returns whether it applied.
 */
export async function setContract(trx: Db, input: ContractSet): Promise<boolean> {
  const [applied] = await setContracts(trx, [input]);
  return applied ?? false;
}

/** `setContract` for several players, their log lines written together; whether each applied, in order. */
export async function setContracts(trx: Db, inputs: readonly ContractSet[]): Promise<boolean[]> {
  const applied = await writePlayers(
    trx,
    inputs.map((input) => ({
      playerId: input.playerId,
      set: contractColumns(input.contract),
      guard: input.from,
      whenBeaten: input.whenBeaten,
    })),
  );
  await recordTransactions(
    trx,
    inputs.flatMap((input, i) =>
      applied[i] && input.log ? [{ ...input.log, playerId: input.playerId, at: input.at }] : [],
    ),
  );
  return applied;
}
