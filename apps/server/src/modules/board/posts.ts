import {
  type BoardPostPage,
  type BoardReaction,
  boardPostRefusal,
  mayDeleteBoardPost,
  mayEditBoardPost,
  mayModerateBoard,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import { announce } from '../notifications/service';
import { shownUsername } from '../users/present';
import { activeMuteUntil } from './channels';
import * as channelsRepo from './channels-repo';
import { publishBoardChange } from './live';
import { tellMentioned } from './mentions';
import { mirrorToDiscord } from './mirror';
import { runTransaction } from '../../db/transaction';
import { checkMayPost, claimPostPlace } from './posting';
import * as postsRepo from './posts-repo';
import { presentPost, presentThread } from './present';
import { type BoardViewer, boardViewer, readsThread } from './role';
import { authorOf } from './threads';
import * as threadsRepo from './threads-repo';

// A thread's posts a page at a time, oldest first.
const POST_PAGE_SIZE = 50;

/** The thread, if the viewer may read it: a private one is 404 to all but its parties and commissioners. */
export async function threadOf(ctx: AppContext, viewer: BoardViewer, input: { threadId: number }) {
  const thread = await threadsRepo.findThread(ctx.database.db, { leagueId: viewer.league.id, ...input });
  if (!thread || !readsThread(viewer, thread)) throw notFound('That thread does not exist.');
  return thread;
}

async function postOf(ctx: AppContext, viewer: BoardViewer, input: { postId: number }) {
  const post = await postsRepo.findPost(ctx.database.db, { leagueId: viewer.league.id, ...input });
  if (!post || !readsThread(viewer, post)) throw notFound('That post does not exist.');
  return post;
}

async function presentOne(ctx: AppContext, viewer: BoardViewer, postId: number) {
  const { db } = ctx.database;
  const post = await postOf(ctx, viewer, { postId });
  const [row] = await postsRepo.listPostPage(db, { threadId: post.thread_id, after: postId - 1, count: 1 });
  if (!row) throw notFound('That post does not exist.');
  const reactions = await postsRepo.reactionsOf(db, [postId]);
  return presentPost(row, { viewer, threadLocked: post.locked_at !== null, reactions });
}

export async function listBoardPosts(
  ctx: AppContext,
  input: { leagueId: number; threadId: number; userId: number; cursor?: string },
): Promise<BoardPostPage> {
  const { db } = ctx.database;
  const now = ctx.now();
  const after = input.cursor === undefined ? undefined : Number(input.cursor);
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const thread = await threadOf(ctx, viewer, input);
  const channel = await channelsRepo.findChannel(db, {
    leagueId: input.leagueId,
    channelId: thread.channel_id,
  });
  const rows = await postsRepo.listPostPage(db, {
    threadId: thread.id,
    after: after !== undefined && Number.isInteger(after) ? after : undefined,
    count: POST_PAGE_SIZE + 1,
  });
  const shown = rows.slice(0, POST_PAGE_SIZE);
  const reactions = await postsRepo.reactionsOf(
    db,
    shown.map((row) => row.id),
  );
  const threadLocked = thread.locked_at !== null;
  const mutedUntil = await activeMuteUntil(db, viewer, now);
  const refusal = boardPostRefusal({
    role: viewer.role,
    channelReadOnly: channel?.read_only === 1,
    threadLocked,
    mutedUntil,
    now,
  });
  return {
    thread: presentThread(thread),
    posts: shown.map((row) => presentPost(row, { viewer, threadLocked, reactions })),
    canReply: refusal === null,
    nextCursor: rows.length > POST_PAGE_SIZE ? String(shown.at(-1)?.id ?? '') : null,
  };
}

export async function createBoardPost(
  ctx: AppContext,
  input: { leagueId: number; threadId: number; userId: number; body: string },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const thread = await threadOf(ctx, viewer, input);
  const channel = await channelsRepo.findChannel(db, {
    leagueId: input.leagueId,
    channelId: thread.channel_id,
  });
  if (!channel) throw notFound('That thread does not exist.');
  await checkMayPost(db, { viewer, channel, threadLocked: thread.locked_at !== null, now });
  const { postId, told } = await runTransaction(db, async (trx) => {
    await claimPostPlace(trx, { kind: ctx.database.kind, viewer, now });
    const postId = await postsRepo.insertPost(trx, {
      league_id: input.leagueId,
      thread_id: thread.id,
      author_id: input.userId,
      body: input.body,
      created_at: at,
    });
    await threadsRepo.touchThread(trx, { threadId: thread.id, at });
    if (thread.private === 0)
      await mirrorToDiscord(trx, {
        channel,
        leagueId: input.leagueId,
        threadId: thread.id,
        title: thread.title,
        body: input.body,
        authorId: input.userId,
        at,
        isNewThread: false,
      });
    const told = await tellMentioned(trx, {
      leagueId: input.leagueId,
      leagueName: viewer.league.name,
      threadId: thread.id,
      threadTitle: thread.title,
      postId,
      author: await authorOf(trx, input.userId),
      before: null,
      after: input.body,
      at,
    });
    return { postId, told };
  });
  await announce(ctx, told);
  await publishBoardChange(ctx, {
    leagueId: input.leagueId,
    channelId: thread.channel_id,
    threadId: thread.id,
    postId,
    change: 'post',
  });
  return presentOne(ctx, viewer, postId);
}

export async function editBoardPost(
  ctx: AppContext,
  input: { leagueId: number; postId: number; userId: number; body: string },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const at = now.toISOString();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const post = await postOf(ctx, viewer, input);
  const mayEdit = mayEditBoardPost({
    userId: input.userId,
    authorId: post.author_id,
    deleted: post.deleted_at !== null,
    threadLocked: post.locked_at !== null,
    role: viewer.role,
  });
  if (!mayEdit) throw forbidden('Only its author edits a post, while it stands and its thread is open.');
  if (post.body !== input.body) {
    const told = await db.transaction().execute(async (trx) => {
      await postsRepo.updatePostBody(trx, { postId: post.id, body: input.body, at });
      return tellMentioned(trx, {
        leagueId: input.leagueId,
        leagueName: viewer.league.name,
        threadId: post.thread_id,
        threadTitle: post.title,
        postId: post.id,
        author: await authorOf(trx, input.userId),
        before: post.body,
        after: input.body,
        at,
      });
    });
    await announce(ctx, told);
    await publishBoardChange(ctx, {
      leagueId: input.leagueId,
      channelId: post.channel_id,
      threadId: post.thread_id,
      postId: post.id,
      change: 'edit',
    });
  }
  return presentOne(ctx, viewer, post.id);
}

/** Deletes a post: its author's own, or anyone's by a commissioner (then in the league's audit log). */
export async function deleteBoardPost(
  ctx: AppContext,
  input: { leagueId: number; postId: number; userId: number },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const post = await postOf(ctx, viewer, input);
  if (!mayDeleteBoardPost({ userId: input.userId, authorId: post.author_id, role: viewer.role }))
    throw forbidden('Only its author or a commissioner deletes a post.');
  if (post.deleted_at === null) {
    await db.transaction().execute(async (trx) => {
      await postsRepo.deletePost(trx, { postId: post.id, at: now.toISOString(), by: input.userId });
      if (post.author_id !== input.userId && mayModerateBoard(viewer.role))
        await recordCommissionerAction(trx, {
          leagueId: input.leagueId,
          actorId: input.userId,
          now,
          action: 'board_post_deleted',
          details: {
            postId: post.id,
            threadId: post.thread_id,
            title: post.title,
            userId: post.author_id ?? 0,
            username: post.username === null ? '' : shownUsername(post.username, post.author_deleted_at),
          },
        });
    });
    await publishBoardChange(ctx, {
      leagueId: input.leagueId,
      channelId: post.channel_id,
      threadId: post.thread_id,
      postId: post.id,
      change: 'delete',
    });
  }
  return presentOne(ctx, viewer, post.id);
}

/** Adds (`on`) or takes back the user's reaction; each is idempotent. Members react; outsiders read. */
export async function reactToBoardPost(
  ctx: AppContext,
  input: { leagueId: number; postId: number; userId: number; emoji: BoardReaction; on: boolean },
) {
  const { db } = ctx.database;
  const viewer = await boardViewer(db, input.leagueId, input.userId);
  const post = await postOf(ctx, viewer, input);
  if (viewer.role === 'outsider')
    throw forbidden("Only the league's GMs and commissioners react on its board.");
  if (post.deleted_at !== null && input.on) throw forbidden('A deleted post takes no reactions.');
  const key = { postId: post.id, userId: input.userId, emoji: input.emoji };
  if (input.on) await postsRepo.insertReaction(db, { ...key, at: ctx.now().toISOString() });
  else await postsRepo.deleteReaction(db, key);
  await publishBoardChange(ctx, {
    leagueId: input.leagueId,
    channelId: post.channel_id,
    threadId: post.thread_id,
    postId: post.id,
    change: 'reaction',
  });
  return presentOne(ctx, viewer, post.id);
}
