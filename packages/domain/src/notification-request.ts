import { z } from 'zod';
import { idSchema } from './ids';
import {
  MAIL_DIGESTS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './notification';
import { NOTIFICATION_CLASSES } from './notification-class';

export const notificationIdParamsSchema = z.object({ id: idSchema });

/** The cursor a page hands back: the last notification's id, to list older ones. */
export const notificationListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'cursor: must be the nextCursor of a previous page')
    .optional(),
  /** Only what needs action (the bell's first tab) or only news; both when absent (docs/decisions/081). */
  tab: z.enum(NOTIFICATION_CLASSES).optional(),
});

const channel = z.enum(NOTIFICATION_CHANNELS);
/** PUT /api/notifications/preferences: the kinds (and the digest) to change; the others keep theirs. */
export const notificationPreferencesRequestSchema = z
  .strictObject({
    ...(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channel.optional()])) as Record<
      NotificationKind,
      z.ZodOptional<typeof channel>
    >),
    digest: z.enum(MAIL_DIGESTS).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Choose a setting for at least one kind or the digest');
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequestSchema>;

export const markAllReadResponseSchema = z.object({ marked: z.number().int() });
