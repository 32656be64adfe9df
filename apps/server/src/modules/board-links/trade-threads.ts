import {
  type BoardThread,
  type TradeBoardThreads,
  type TradeDetail,
  boardLinkKey,
  mayLinkTrade,
  tradeAnnouncement,
  tradeTalkOpening,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { type BoardViewer, boardViewer, findLinkedThread, openLinkedThread } from '../board/api';
import { getTrade } from '../trades/list';

const NO_THREAD = 'No trade with that id in this league.';

/** The trade as the user may see it (404 otherwise), and the user's place on the board. */
async function tradeAndViewer(ctx: AppContext, input: { leagueId: number; tradeId: number; userId: number }) {
  const [trade, viewer] = await Promise.all([
    getTrade(ctx, input.leagueId, input.tradeId, input.userId),
    boardViewer(ctx.database.db, input.leagueId, input.userId),
  ]);
  return { trade, viewer };
}

const isParty = (viewer: BoardViewer, trade: TradeDetail) =>
  mayLinkTrade({ role: viewer.role, teamId: viewer.teamId, partyTeamIds: trade.sides.map((s) => s.team.id) });

/** A trade's threads on the board, each where the user reads it, and what the user may open. */
export async function tradeBoardThreads(
  ctx: AppContext,
  input: { leagueId: number; tradeId: number; userId: number },
): Promise<TradeBoardThreads> {
  const { trade, viewer } = await tradeAndViewer(ctx, input);
  const party = isParty(viewer, trade);
  const [discussion, announcement] = await Promise.all([
    party ? findLinkedThread(ctx, { viewer, linkKey: boardLinkKey.tradeTalk(trade.id) }) : null,
    findLinkedThread(ctx, { viewer, linkKey: boardLinkKey.tradeNews(trade.id) }),
  ]);
  return {
    discussion,
    announcement,
    canDiscuss: party,
    canAnnounce: party && trade.status === 'completed' && announcement === null,
  };
}

/**
 * The trade proposal's discussion between its parties, opened on the first ask (decision 090): private to
 * the GMs of its two teams and the commissioners; anyone else is told there is no such trade (404).
 */
export async function openTradeTalk(
  ctx: AppContext,
  input: { leagueId: number; tradeId: number; userId: number },
): Promise<{ thread: BoardThread; created: boolean }> {
  const { trade, viewer } = await tradeAndViewer(ctx, input);
  if (!isParty(viewer, trade)) throw notFound(NO_THREAD);
  return openLinkedThread(ctx, {
    leagueId: input.leagueId,
    userId: input.userId,
    channelName: 'Trades',
    linkKey: boardLinkKey.tradeTalk(trade.id),
    tradeId: trade.id,
    private: true,
    ...tradeTalkOpening(trade),
  });
}

/** Thrown for a second announcement: the route answers 409 with the thread that announced it. */
export class AlreadyAnnounced extends Error {
  constructor(readonly thread: BoardThread) {
    super('This trade was already announced on the board.');
  }
}

/**
 * Announces a completed trade in General, once (decision 090): a party's GM or a commissioner; the body,
 * who got what, is built from the trade itself. A second announcement is refused with the first's thread.
 */
export async function announceTrade(
  ctx: AppContext,
  input: { leagueId: number; tradeId: number; userId: number },
): Promise<BoardThread> {
  const { trade, viewer } = await tradeAndViewer(ctx, input);
  if (!isParty(viewer, trade))
    throw forbidden("Only the GMs of the trade's teams and the commissioners announce it.");
  if (trade.status !== 'completed') throw conflict('Only a completed trade is announced.');
  const { thread, created } = await openLinkedThread(ctx, {
    leagueId: input.leagueId,
    userId: input.userId,
    channelName: 'General',
    linkKey: boardLinkKey.tradeNews(trade.id),
    tradeId: trade.id,
    private: false,
    ...tradeAnnouncement(trade),
  });
  if (!created) throw new AlreadyAnnounced(thread);
  return thread;
}
