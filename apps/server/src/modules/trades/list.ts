import {
  OPEN_TRADE_STATUSES,
  type TradeDetail,
  type TradeListQuery,
  type TradeListResponse,
  type TradeStatus,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { requireLeague } from '../leagues/service';
import { loadTrade } from './load';
import { presentDetail, presentTrades } from './present';
import * as repo from './repo';
import { leagueNow, viewerOf } from './viewer';

const PAGE = 100;

const STATUS_GROUPS: Record<'open' | 'done', readonly TradeStatus[]> = {
  open: OPEN_TRADE_STATUSES,
  done: ['completed', 'reversed'],
};

/**
 * GET /league/{id}/trades: newest first; completed and reversed trades for everyone, the rest for the
 * GMs of their teams and the commissioner.
 */
export async function listTrades(
  ctx: AppContext,
  leagueId: number,
  userId: number,
  query: TradeListQuery,
): Promise<TradeListResponse> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const viewer = await viewerOf(db, league, userId);
  const statuses =
    query.status === undefined
      ? undefined
      : query.status === 'open' || query.status === 'done'
        ? STATUS_GROUPS[query.status]
        : [query.status];
  const rows = await repo.listTrades(db, leagueId, {
    ...(statuses ? { statuses } : {}),
    ...(query.teamId !== undefined ? { teamId: query.teamId } : {}),
    ...(query.playerId !== undefined ? { playerId: query.playerId } : {}),
    ...(viewer.isCommissioner ? {} : { viewerTeamId: viewer.teamId }),
    limit: PAGE,
  });
  // A proposal past its expiry shows as expired before the background pass stores it so: it leaves the
  // lists of open trades at once.
  const trades = await presentTrades(db, rows, leagueNow(ctx, league));
  return { trades: statuses ? trades.filter((t) => statuses.includes(t.status)) : trades };
}

/** GET /league/{id}/trades/{tradeId}: 404 unless the viewer may see it. */
export async function getTrade(
  ctx: AppContext,
  leagueId: number,
  tradeId: number,
  userId: number,
): Promise<TradeDetail> {
  const loaded = await loadTrade(ctx, leagueId, tradeId, userId);
  return presentDetail(ctx.database.db, { ...loaded, now: leagueNow(ctx, loaded.league) });
}
