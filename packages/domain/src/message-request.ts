import { z } from 'zod';
import { idSchema } from './ids';
import { MESSAGE_MAX_LENGTH } from './message';
import { text } from './text';

/** SPEC §7 POST /message/send; SPEC §5: content non-blank after trimming. */
export const sendMessageRequestSchema = z.object({
  receiverId: idSchema,
  content: text('A message')
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, 'Write a message before sending')
        .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`),
    ),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const messageIdParamsSchema = z.object({ id: idSchema });
