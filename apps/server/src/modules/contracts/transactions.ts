import {
  transactionDetailSchema,
  transactionKindSchema,
  transactionText,
  type Transaction,
  type TransactionsResponse,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { requireLeague } from '../leagues/service';
import * as repo from './repo';

const PAGE = 50;

export function presentTransaction(row: repo.TransactionRow): Transaction {
  const kind = transactionKindSchema.parse(row.kind);
  const detail = transactionDetailSchema.safeParse(JSON.parse(row.detail));
  return {
    id: row.id,
    at: row.created_at,
    leagueAt: row.league_at,
    kind,
    teamId: row.team_id,
    teamName: row.team_name,
    playerId: row.player_id,
    playerName: row.first_name === null ? 'Former player' : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    text: transactionText(kind, detail.success ? detail.data : {}),
  };
}

/** GET /league/{id}/transactions: the league's roster moves, newest first, a page at a time. */
export async function listTransactions(
  ctx: AppContext,
  leagueId: number,
  query: { teamId?: number; before?: number },
): Promise<TransactionsResponse> {
  await requireLeague(ctx, leagueId);
  const rows = await repo.listTransactions(ctx.database.db, leagueId, { ...query, limit: PAGE + 1 });
  const page = rows.slice(0, PAGE);
  return {
    transactions: page.map(presentTransaction),
    nextBefore: rows.length > PAGE ? (page[page.length - 1]?.id ?? null) : null,
  };
}
