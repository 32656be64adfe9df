import type { BoardThreadPage, CreateBoardThreadRequest } from '@rinkside/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { announce } from '../notifications/service';
import * as channelsRepo from './channels-repo';
import { publishBoardChange } from './live';
import { findUsername } from './members-repo';
import { tellMentioned } from './mentions';
import { mirrorToDiscord } from './mirror';
import { runTransaction } from '../../db/transaction';
import { checkMayPost, claimPostPlace } from './posting';
import * as postsRepo from './posts-repo';
import { presentChannel, presentPost, presentThread } from './present';
import { boardViewer, threadReader } from './role';
import * as threadsRepo from './threads-repo';

// SPEC issue 33: a channel's threads a page at a time.
const THREAD_PAGE_SIZE = 25;

function readCursor(cursor: string | undefined): { lastPostAt: string; id: number } | undefined {
  if (cursor === undefined) return undefined;
  const at = cursor.lastIndexOf('_');
  const id = Number(cursor.slice(at + 1));
  const lastPostAt = cursor.slice(0, at);
  if (at < 1 || !Number.isInteger(id) || id < 1 || Number.isNaN(Date.parse(lastPostAt)))
    throw badRequest('cursor: not a cursor this list gave.');
  return { lastPostAt, id };
}

export async function findBoardChannel(ctx: AppContext, input: { leagueId: number; channelId: number }) {
  const channel = await channelsRepo.findChannel(ctx.database.db, input);
  if (!channel) throw notFound('That channel does not exist.');
  return channel;
}

export async function listBoardThreads(
  ctx: AppContext,
  input: { leagueId: number; channelId: number; userId: number; cursor?: string },
): Promise<BoardThreadPage> {
  const { db } = ctx.database;
  const after = readCursor(input.cursor);
  const channel = await findBoardChannel(ctx, input);
  const reader = threadReader(await boardViewer(db, input.leagueId, input.userId));
  const [channelRow, unread, pinned, page] = await Promise.all([
    channelsRepo
      .listChannels(db, input.leagueId, reader)
      .then((rows) => rows.find((r) => r.id === channel.id)),
    channelsRepo.unreadByChannel(db, { ...input, reader }),
    after ? Promise.resolve([]) : threadsRepo.listPinnedThreads(db, channel.id, reader),
    threadsRepo.listThreadPage(db, { channelId: channel.id, after, count: THREAD_PAGE_SIZE + 1, reader }),
  ]);
  if (!channelRow) throw notFound('That channel does not exist.');
  const shown = page.slice(0, THREAD_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    channel: presentChannel(channelRow, unread.get(channel.id) ?? 0),
    threads: [...pinned, ...shown].map(presentThread),
    nextCursor: page.length > THREAD_PAGE_SIZE && last ? `${last.last_post_at}_${last.id}` : null,
  };
}

export async function createBoardThread(
  ctx: AppContext,
  input: { leagueId: number; channelId: number; userId: number; request: CreateBoardThreadRequest },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const channel = await findBoardChannel(ctx, input);
  await checkMayPost(db, { viewer, channel, threadLocked: null, now });
  const { title, body } = input.request;
  const { threadId, postId, told } = await runTransaction(db, async (trx) => {
    await claimPostPlace(trx, { kind: ctx.database.kind, viewer, now });
    const threadId = await threadsRepo.insertThread(trx, {
      league_id: input.leagueId,
      channel_id: channel.id,
      author_id: input.userId,
      title,
      created_at: at,
      last_post_at: at,
    });
    const postId = await postsRepo.insertPost(trx, {
      league_id: input.leagueId,
      thread_id: threadId,
      author_id: input.userId,
      body,
      created_at: at,
    });
    const author = await authorOf(trx, input.userId);
    await mirrorToDiscord(trx, {
      channel,
      leagueId: input.leagueId,
      threadId,
      title,
      body,
      authorId: input.userId,
      at,
      isNewThread: true,
    });
    const told = await tellMentioned(trx, {
      leagueId: input.leagueId,
      leagueName: viewer.league.name,
      threadId,
      threadTitle: title,
      postId,
      author,
      before: null,
      after: body,
      at,
    });
    return { threadId, postId, told };
  });
  await announce(ctx, told);
  await publishBoardChange(ctx, {
    leagueId: input.leagueId,
    channelId: channel.id,
    threadId,
    postId,
    change: 'thread',
  });
  const thread = await threadsRepo.findThread(db, { leagueId: input.leagueId, threadId });
  const [post] = await postsRepo.listPostPage(db, { threadId, count: 1 });
  if (!thread || !post) throw notFound('That thread does not exist.');
  return {
    thread: presentThread(thread),
    post: presentPost(post, { viewer, threadLocked: false, reactions: [] }),
  };
}

/** The post's author as a mention's notification names him. */
export async function authorOf(db: Db, userId: number) {
  const user = await findUsername(db, userId);
  return { id: userId, username: user?.username ?? '' };
}
