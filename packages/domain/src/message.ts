// Written with zod/mini, like user.ts: a signed-in page loads the inbox (the header's unread badge) and
// listens for live messages from its first render, and zod's classic API would bring all of zod into
// the first download (docs/decisions/014). The requests that send and read messages are in
// message-request.ts.
import * as z from 'zod/mini';
import { ADVANCE_STATUSES } from './advance-status';

export const MESSAGE_MAX_LENGTH = 2000;

const party = z.object({ id: z.int(), username: z.string() });

// SPEC §3 Message.
export const messageSchema = z.object({
  id: z.int(),
  senderId: z.int(),
  receiverId: z.int(),
  sender: party,
  receiver: party,
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** SPEC §7 GET /message/inbox: sent and received, oldest first. */
export const inboxSchema = z.array(messageSchema);

/** What GET /api/events pushes to a signed-in browser. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({ type: z.literal('read'), messageIds: z.array(z.int()), readerId: z.int() }),
  // The user's notifications changed (one arrived): the bell fetches its count again.
  z.object({ type: z.literal('notification') }),
  // A league's draft moved on (docs/decisions/049): the draft room reads GET /draft again.
  z.object({
    type: z.literal('draft'),
    leagueId: z.int(),
    seasonId: z.int(),
    change: z.enum(['pick', 'clock', 'status', 'undo']),
    overall: z.nullable(z.int()),
  }),
  // A league advance moved on or ended (docs/decisions/067): its progress, and once it ends the league's
  // pages read again.
  z.object({
    type: z.literal('advance'),
    leagueId: z.int(),
    advanceId: z.int(),
    status: z.enum(ADVANCE_STATUSES),
    played: z.int(),
    total: z.nullable(z.int()),
  }),
  // The league board changed (docs/decisions/087): the open channel or thread reads again, the menu its
  // unread counts. Ids only: what a user may read is read through the API.
  z.object({
    type: z.literal('board'),
    leagueId: z.int(),
    channelId: z.int(),
    threadId: z.nullable(z.int()),
    postId: z.nullable(z.int()),
    change: z.enum(['channel', 'thread', 'post', 'edit', 'delete', 'reaction', 'pin', 'lock']),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * Why the server ended a live events stream, sent as a `session-end` event just before it closes:
 * `expired` (the access token ran out: refresh, then reconnect), `signed-out` and `revoked` (the
 * session is over), `replaced` (the user opened more streams than allowed; this oldest one gave way).
 */
export const streamEndSchema = z.object({ reason: z.enum(['expired', 'signed-out', 'revoked', 'replaced']) });
export type StreamEnd = z.infer<typeof streamEndSchema>;

/** The unread count of SPEC §4: messages to the user not yet read. */
export const unreadCount = (messages: readonly Message[], userId: number): number =>
  messages.filter((m) => m.receiverId === userId && !m.isRead).length;
