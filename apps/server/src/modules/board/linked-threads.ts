import type { BoardThread } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { notFound } from '../../http/errors';
import * as channelsRepo from './channels-repo';
import { ensureDefaultChannels } from './default-channels';
import { publishBoardChange } from './live';
import { mirrorToDiscord } from './mirror';
import { runTransaction } from '../../db/transaction';
import { checkMayPost, claimPostPlace } from './posting';
import * as postsRepo from './posts-repo';
import { presentThread } from './present';
import { type BoardViewer, boardViewer, readsThread } from './role';
import * as threadsRepo from './threads-repo';

/** A thread opened from a trade or a news item (decision 090): once per `linkKey`. */
export interface LinkedThread {
  leagueId: number;
  userId: number;
  /** The channel it goes in; the board's first channel when the league has none of that name. */
  channelName: string;
  linkKey: string;
  tradeId?: number;
  newsId?: number;
  /** Read only by the GMs of the trade's teams and the commissioners. */
  private: boolean;
  title: string;
  body: string;
}

/** The thread opened from that trade or news item, if any and if the viewer reads it. */
export async function findLinkedThread(
  ctx: AppContext,
  input: { viewer: BoardViewer; linkKey: string },
): Promise<BoardThread | null> {
  const row = await threadsRepo.findLinkedThread(ctx.database.db, {
    leagueId: input.viewer.league.id,
    linkKey: input.linkKey,
  });
  return row && readsThread(input.viewer, row) ? presentThread(row) : null;
}

/**
 * The thread opened from a trade or a news item: the one there (`created` false), or a new one with its
 * opening post by the user. Two openings at once make one thread: the unique link key lets one insert win,
 * and the other answers with the winner's thread. The caller decided the user may open it.
 */
export async function openLinkedThread(
  ctx: AppContext,
  input: LinkedThread,
): Promise<{ thread: BoardThread; created: boolean }> {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const existing = await findLinkedThread(ctx, { viewer, linkKey: input.linkKey });
  if (existing) return { thread: existing, created: false };
  await ensureDefaultChannels(db, { leagueId: input.leagueId, now });
  const channel = await channelsRepo.findChannelNamed(db, {
    leagueId: input.leagueId,
    name: input.channelName,
  });
  if (!channel) throw notFound('The board has no channel for this thread.');
  // A linked thread goes where its kind belongs, read-only channel or not; a mute and the rate limit hold.
  await checkMayPost(db, { viewer, channel: { ...channel, read_only: 0 }, threadLocked: null, now });
  let opened: { threadId: number; postId: number };
  try {
    opened = await runTransaction(db, async (trx) => {
      await claimPostPlace(trx, { kind: ctx.database.kind, viewer, now });
      const threadId = await threadsRepo.insertThread(trx, {
        league_id: input.leagueId,
        channel_id: channel.id,
        author_id: input.userId,
        title: input.title,
        created_at: at,
        last_post_at: at,
        trade_id: input.tradeId ?? null,
        news_id: input.newsId ?? null,
        link_key: input.linkKey,
        private: input.private ? 1 : 0,
      });
      const postId = await postsRepo.insertPost(trx, {
        league_id: input.leagueId,
        thread_id: threadId,
        author_id: input.userId,
        body: input.body,
        created_at: at,
      });
      if (!input.private)
        await mirrorToDiscord(trx, {
          channel,
          leagueId: input.leagueId,
          threadId,
          title: input.title,
          body: input.body,
          authorId: input.userId,
          at,
          isNewThread: true,
        });
      return { threadId, postId };
    });
  } catch (error) {
    if (databaseErrorKind(error) !== 'unique-violation') throw error;
    const winner = await findLinkedThread(ctx, { viewer, linkKey: input.linkKey });
    if (!winner) throw error;
    return { thread: winner, created: false };
  }
  await publishBoardChange(ctx, {
    leagueId: input.leagueId,
    channelId: channel.id,
    threadId: opened.threadId,
    postId: opened.postId,
    change: 'thread',
  });
  const thread = await threadsRepo.findThread(db, { leagueId: input.leagueId, threadId: opened.threadId });
  if (!thread) throw notFound('That thread does not exist.');
  return { thread: presentThread(thread), created: true };
}
