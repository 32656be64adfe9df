import type { TradeDetail } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { LeagueRow } from '../leagues/api';
import { requireLeague } from '../leagues/service';
import { presentDetail } from './present';
import * as repo from './repo';
import { leagueNow, maySee, viewerOf, type Viewer } from './viewer';

export interface LoadedTrade {
  league: LeagueRow;
  trade: repo.TradeRow;
  viewer: Viewer;
}

/** The trade as the viewer may see it; 404 when it is not in the league or not the viewer's to see. */
export async function loadTrade(
  ctx: AppContext,
  leagueId: number,
  tradeId: number,
  userId: number,
): Promise<LoadedTrade> {
  const league = await requireLeague(ctx, leagueId);
  const { db } = ctx.database;
  const [trade, viewer] = await Promise.all([
    repo.findTrade(db, leagueId, tradeId),
    viewerOf(db, league, userId),
  ]);
  if (!trade || !maySee(viewer, trade)) throw notFound('No trade with that id in this league.');
  return { league, trade, viewer };
}

/** The trade as it stands now, for the answer to an action on it. */
export async function detailNow(ctx: AppContext, loaded: LoadedTrade): Promise<TradeDetail> {
  const { db } = ctx.database;
  const trade = await repo.findTrade(db, loaded.league.id, loaded.trade.id);
  if (!trade) throw notFound('No trade with that id in this league.');
  return presentDetail(db, { ...loaded, trade, now: leagueNow(ctx, loaded.league) });
}
