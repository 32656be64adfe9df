// Decision 087: who may do what on a league's board, and how much. Pure rules: the server gathers the
// facts (the user's role, the channel, the thread, the mute, the user's recent posts) and asks these.

/** SPEC issue 33: limits on what one writes. A longer body or title is refused with 400. */
export const BOARD_TITLE_MAX = 120;
export const BOARD_BODY_MAX = 10_000;
export const BOARD_CHANNEL_NAME_MAX = 40;
export const BOARD_CHANNELS_MAX = 20;
/** The per-user post rate limit: this many posts (threads included) in this many seconds, league by league. */
export const BOARD_POST_RATE = { posts: 5, seconds: 60 } as const;

/** The channels every league's board starts with; the Commissioner's Office is read-only for GMs. */
export const DEFAULT_BOARD_CHANNELS = [
  { name: 'General', readOnly: false },
  { name: 'Trades', readOnly: false },
  { name: 'Game Day', readOnly: false },
  { name: "Commissioner's Office", readOnly: true },
] as const;

/**
 * A user's place in a league: its owner (the commissioner), a co-commissioner, a GM, or an outsider
 * (who reads a public league's board and writes nothing).
 */
export type BoardRole = 'owner' | 'co_commissioner' | 'gm' | 'outsider';

/** Commissioners pin, lock, delete any post, mute GMs and manage channels. */
export const mayModerateBoard = (role: BoardRole): boolean => role === 'owner' || role === 'co_commissioner';

/** Why a post is refused, in the order asked: not a member, muted, a read-only channel, a locked thread. */
export type BoardPostRefusal =
  | { reason: 'not_member' }
  | { reason: 'muted'; until: string }
  | { reason: 'read_only' }
  | { reason: 'locked' };

/**
 * Whether the user may post: start a thread (`threadLocked` null) or reply. A commissioner posts anywhere,
 * muted never; a GM is refused while muted (until the mute's end, exclusive), in a read-only channel and
 * in a locked thread.
 */
export function boardPostRefusal(input: {
  role: BoardRole;
  channelReadOnly: boolean;
  threadLocked: boolean | null;
  mutedUntil: string | null;
  now: Date;
}): BoardPostRefusal | null {
  if (input.role === 'outsider') return { reason: 'not_member' };
  if (mayModerateBoard(input.role)) return null;
  if (input.mutedUntil !== null && input.now.getTime() < Date.parse(input.mutedUntil))
    return { reason: 'muted', until: input.mutedUntil };
  if (input.channelReadOnly) return { reason: 'read_only' };
  if (input.threadLocked) return { reason: 'locked' };
  return null;
}

/** Only its author edits a post, while it is not deleted and its thread is open (a commissioner's always). */
export function mayEditBoardPost(input: {
  userId: number;
  authorId: number | null;
  deleted: boolean;
  threadLocked: boolean;
  role: BoardRole;
}): boolean {
  if (input.deleted || input.authorId !== input.userId || input.role === 'outsider') return false;
  return !input.threadLocked || mayModerateBoard(input.role);
}

/** Its author deletes a post; a commissioner deletes anyone's (a moderation, logged). */
export function mayDeleteBoardPost(input: {
  userId: number;
  authorId: number | null;
  role: BoardRole;
}): boolean {
  if (input.role === 'outsider') return false;
  return input.authorId === input.userId || mayModerateBoard(input.role);
}

/** Why a mute is refused: only commissioners mute, only a GM who is no commissioner, only until later. */
export type BoardMuteRefusal = 'not_commissioner' | 'not_gm' | 'in_the_past';

export function boardMuteRefusal(input: {
  actorRole: BoardRole;
  targetRole: BoardRole;
  until: string | null;
  now: Date;
}): BoardMuteRefusal | null {
  if (!mayModerateBoard(input.actorRole)) return 'not_commissioner';
  if (input.targetRole !== 'gm') return 'not_gm';
  // null lifts a mute.
  if (input.until !== null && Date.parse(input.until) <= input.now.getTime()) return 'in_the_past';
  return null;
}

/**
 * The per-user post rate limit: with `BOARD_POST_RATE.posts` posts in the last `seconds` (a post exactly
 * that old no longer counts), the next waits until the oldest of them leaves the window. Null: it may post.
 */
export function boardRateLimit(recentPostTimes: readonly string[], now: Date): { retryAt: string } | null {
  const windowMs = BOARD_POST_RATE.seconds * 1000;
  const inWindow = recentPostTimes
    .map((time) => Date.parse(time))
    .filter((time) => now.getTime() - time < windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length < BOARD_POST_RATE.posts) return null;
  const oldest = inWindow[inWindow.length - BOARD_POST_RATE.posts] ?? now.getTime();
  return { retryAt: new Date(oldest + windowMs).toISOString() };
}
