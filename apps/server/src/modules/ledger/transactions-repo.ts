import type { TransactionDetail, TransactionKind } from '@rinkside/domain';
import type { Db } from '../../db/schema';
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
  const { id } = await trx
    .insertInto('roster_transactions')
    .values({
      league_id: input.leagueId,
      team_id: input.teamId,
      player_id: input.playerId,
      kind: input.kind,
      detail: JSON.stringify(input.detail),
      by_user_id: input.byUserId,
      created_at: input.at,
      league_at: await leagueTimeOfEvent(trx, input.leagueId, input.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
