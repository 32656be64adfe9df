import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 2000;

const party = z.object({ id: z.number().int(), username: z.string() });

// SPEC §3 Message.
export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  sender: party,
  receiver: party,
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** SPEC §7 POST /message/send; SPEC §5: content non-blank after trimming. */
export const sendMessageRequestSchema = z.object({
  receiverId: z.coerce.number().int().positive(),
  content: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, 'Write a message before sending')
        .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`),
    ),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What GET /api/events pushes to a signed-in browser. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({ type: z.literal('read'), messageIds: z.array(z.number().int()), readerId: z.number().int() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The unread count of SPEC §4: messages to the user not yet read. */
export const unreadCount = (messages: readonly Message[], userId: number): number =>
  messages.filter((m) => m.receiverId === userId && !m.isRead).length;
