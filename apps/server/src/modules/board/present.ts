import {
  BOARD_REACTIONS,
  type BoardChannel,
  type BoardPost,
  type BoardReaction,
  type BoardThread,
  mayDeleteBoardPost,
  mayEditBoardPost,
  renderBoardMarkdown,
} from '@rinkside/domain';
import { shownUsername } from '../users/present';
import type { BoardChannelRow } from './channels-repo';
import type { BoardPostRow } from './posts-repo';
import type { BoardThreadRow } from './threads-repo';
import type { BoardViewer } from './role';

const author = (id: number | null, username: string | null, deletedAt: string | null) =>
  id === null || username === null ? null : { id, username: shownUsername(username, deletedAt) };

export function presentChannel(row: BoardChannelRow, unread: number): BoardChannel {
  return {
    id: row.id,
    name: row.name,
    readOnly: row.read_only === 1,
    position: row.position,
    threadCount: Number(row.thread_count),
    lastPostAt: row.last_post_at ?? null,
    unread,
    mirrored: row.mirrored_at !== null,
  };
}

export function presentThread(row: BoardThreadRow): BoardThread {
  return {
    id: row.id,
    channelId: row.channel_id,
    title: row.title,
    author: author(row.author_id, row.username, row.author_deleted_at),
    createdAt: row.created_at,
    lastPostAt: row.last_post_at,
    // The opening post is the thread's own.
    replies: Math.max(0, Number(row.post_count ?? 0) - 1),
    pinned: row.pinned_at !== null,
    locked: row.locked_at !== null,
    tradeId: row.trade_id,
    newsId: row.news_id,
    private: row.private === 1,
  };
}

type Reaction = { post_id: number; user_id: number; emoji: string };

export function presentPost(
  row: BoardPostRow,
  input: { viewer: BoardViewer; threadLocked: boolean; reactions: readonly Reaction[] },
): BoardPost {
  const { viewer } = input;
  const deleted = row.deleted_at !== null;
  const own = input.reactions.filter((r) => r.post_id === row.id);
  return {
    id: row.id,
    threadId: row.thread_id,
    author: author(row.author_id, row.username, row.author_deleted_at),
    body: deleted ? '' : row.body,
    blocks: deleted ? [] : renderBoardMarkdown(row.body),
    createdAt: row.created_at,
    editedAt: row.edited_at,
    deletedAt: row.deleted_at,
    deletedByModerator: deleted && row.deleted_by !== null && row.deleted_by !== row.author_id,
    reactions: BOARD_REACTIONS.flatMap((emoji: BoardReaction) => {
      const of = own.filter((r) => r.emoji === emoji);
      return of.length === 0
        ? []
        : [{ emoji, count: of.length, mine: of.some((r) => r.user_id === viewer.userId) }];
    }),
    canEdit: mayEditBoardPost({
      userId: viewer.userId,
      authorId: row.author_id,
      deleted,
      threadLocked: input.threadLocked,
      role: viewer.role,
    }),
    canDelete:
      !deleted && mayDeleteBoardPost({ userId: viewer.userId, authorId: row.author_id, role: viewer.role }),
  };
}
