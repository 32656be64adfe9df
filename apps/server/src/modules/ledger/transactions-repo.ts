import type { TransactionDetail, TransactionKind } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { oncePerKey } from '../../lib/once-per-key';
import { leagueTimeOfEvent } from '../league-time/api';

/** One line of the league's transaction log, as a move records it. */
export interface LogLine {
  leagueId: number;
  /** The team the line is filed under (the new team of a trade or a claim, the old one of a departure). */
  teamId: number | null;
  kind: TransactionKind;
  detail: TransactionDetail;
  /** The GM or commissioner who made the move; null for the league's own (waivers, the rollover, AI teams). */
  byUserId: number | null;
}

/** Writes a line of the transaction log for a player; returns its id. */
export async function recordTransaction(
  trx: Db,
  input: LogLine & { playerId: number | null; at: string },
): Promise<number> {
  const [id] = await recordTransactions(trx, [input]);
  if (id === undefined) throw new Error('The transaction log wrote no line');
  return id;
}

// Lines one INSERT writes at most: 8 parameters each, well under either database's limit.
const LINES_PER_INSERT = 500;

/** Several lines of the log in one statement each 500; their ids, in the lines' order. */
export async function recordTransactions(
  trx: Db,
  lines: readonly (LogLine & { playerId: number | null; at: string })[],
): Promise<number[]> {
  const ids: number[] = [];
  // The lines of one call are stamped together: a league's time at an instant is read once for them.
  const stampOf = oncePerKey((leagueId: number, at: string) => leagueTimeOfEvent(trx, leagueId, at));
  for (let from = 0; from < lines.length; from += LINES_PER_INSERT) {
    const chunk = lines.slice(from, from + LINES_PER_INSERT);
    const values = [];
    for (const line of chunk)
      values.push({
        league_id: line.leagueId,
        team_id: line.teamId,
        player_id: line.playerId,
        kind: line.kind,
        detail: JSON.stringify(line.detail),
        by_user_id: line.byUserId,
        created_at: line.at,
        league_at: await stampOf(line.leagueId, line.at),
      });
    const rows = await trx.insertInto('roster_transactions').values(values).returning('id').execute();
    // One statement numbers its rows in their order, whatever order it returns them in.
    ids.push(...rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
