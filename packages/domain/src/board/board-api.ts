import { z } from 'zod';
import { idSchema } from '../ids';
import { text } from '../text';
import { boardBlockSchema } from './board-markdown';
import { BOARD_BODY_MAX, BOARD_CHANNEL_NAME_MAX, BOARD_TITLE_MAX } from './board-rules';

// Decision 087: the league board's requests and answers.

/** The reactions a post takes, by name (a URL segment): the page draws each. */
export const BOARD_REACTIONS = ['like', 'love', 'laugh', 'wow', 'sad', 'fire', 'goal'] as const;
export type BoardReaction = (typeof BOARD_REACTIONS)[number];

const title = text('Title')
  .trim()
  .min(1, 'Title is required')
  .max(BOARD_TITLE_MAX, `Title must be at most ${BOARD_TITLE_MAX} characters`);
const body = text('Post')
  .trim()
  .min(1, 'Post cannot be empty')
  .max(
    BOARD_BODY_MAX,
    `Post must be at most ${new Intl.NumberFormat('en-US').format(BOARD_BODY_MAX)} characters`,
  );

export const boardLeagueParamsSchema = z.object({ leagueId: idSchema });
export const boardChannelParamsSchema = z.object({ leagueId: idSchema, channelId: idSchema });
export const boardThreadParamsSchema = z.object({ leagueId: idSchema, threadId: idSchema });
export const boardPostParamsSchema = z.object({ leagueId: idSchema, postId: idSchema });
export const boardReactionParamsSchema = boardPostParamsSchema.extend({ emoji: z.enum(BOARD_REACTIONS) });

/** `?cursor=`: where the previous page ended, as its `nextCursor` said. */
export const boardCursorQuerySchema = z.object({ cursor: z.string().max(100).optional() });

export const createBoardChannelRequestSchema = z.object({
  name: text('Channel name')
    .trim()
    .min(1, 'Channel name is required')
    .max(BOARD_CHANNEL_NAME_MAX, `Channel name must be at most ${BOARD_CHANNEL_NAME_MAX} characters`),
  /** Read-only: only commissioners post in it. */
  readOnly: z.boolean().default(false),
});
export type CreateBoardChannelRequest = z.infer<typeof createBoardChannelRequestSchema>;

export const createBoardThreadRequestSchema = z.object({ title, body });
export type CreateBoardThreadRequest = z.infer<typeof createBoardThreadRequestSchema>;
export const boardPostRequestSchema = z.object({ body });
export type BoardPostRequest = z.infer<typeof boardPostRequestSchema>;

export const boardPinRequestSchema = z.object({ pinned: z.boolean().default(true) });
export const boardLockRequestSchema = z.object({ locked: z.boolean().default(true) });

export const boardMuteRequestSchema = z.object({
  userId: idSchema,
  /** ISO time the mute ends; null lifts it. */
  until: z.iso.datetime({ offset: true, message: 'until must be an ISO date-time' }).nullable(),
});
export type BoardMuteRequest = z.infer<typeof boardMuteRequestSchema>;

const author = z.object({ id: z.number().int(), username: z.string() }).nullable();

export const boardChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  readOnly: z.boolean(),
  position: z.number().int(),
  threadCount: z.number().int(),
  lastPostAt: z.string().nullable(),
  /** Posts after the user's read marker, not the user's own, not deleted. */
  unread: z.number().int(),
  /** Its new threads and posts go to the league's Discord webhook (decision 090). */
  mirrored: z.boolean(),
});
export type BoardChannel = z.infer<typeof boardChannelSchema>;

export const boardChannelsSchema = z.object({
  channels: z.array(boardChannelSchema),
  /** The user's role decides: commissioners manage channels and moderate. */
  canModerate: z.boolean(),
  canPost: z.boolean(),
  /** When the user's mute in this league ends; null when not muted. */
  mutedUntil: z.string().nullable(),
});
export type BoardChannels = z.infer<typeof boardChannelsSchema>;

export const boardThreadSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  title: z.string(),
  author,
  createdAt: z.string(),
  lastPostAt: z.string(),
  replies: z.number().int(),
  pinned: z.boolean(),
  locked: z.boolean(),
  /** The trade proposal or news item it discusses, if any. */
  tradeId: z.number().int().nullable(),
  newsId: z.number().int().nullable(),
  /** Read only by the GMs of its trade's teams and the commissioners (decision 090). */
  private: z.boolean(),
});
export type BoardThread = z.infer<typeof boardThreadSchema>;

export const boardThreadPageSchema = z.object({
  channel: boardChannelSchema,
  /** Pinned threads first (on the first page), then by latest post, newest first. */
  threads: z.array(boardThreadSchema),
  nextCursor: z.string().nullable(),
});
export type BoardThreadPage = z.infer<typeof boardThreadPageSchema>;

export const boardReactionCountSchema = z.object({
  emoji: z.enum(BOARD_REACTIONS),
  count: z.number().int(),
  mine: z.boolean(),
});

export const boardPostSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  author,
  /** The Markdown as written (for editing); empty once deleted. */
  body: z.string(),
  /** The body as safe blocks to show (decision 087); empty once deleted. */
  blocks: z.array(boardBlockSchema),
  createdAt: z.string(),
  /** Shown as "edited". */
  editedAt: z.string().nullable(),
  /** Shown as "deleted"; by a commissioner when `deletedByModerator`. */
  deletedAt: z.string().nullable(),
  deletedByModerator: z.boolean(),
  reactions: z.array(boardReactionCountSchema),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type BoardPost = z.infer<typeof boardPostSchema>;

export const boardPostPageSchema = z.object({
  thread: boardThreadSchema,
  /** Oldest first; the first post is the thread's opening. */
  posts: z.array(boardPostSchema),
  canReply: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type BoardPostPage = z.infer<typeof boardPostPageSchema>;

export const boardNewThreadSchema = z.object({ thread: boardThreadSchema, post: boardPostSchema });

export const boardMuteSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  until: z.string().nullable(),
});
export type BoardMute = z.infer<typeof boardMuteSchema>;
