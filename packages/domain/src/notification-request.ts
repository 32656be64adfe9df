import { z } from 'zod';
import { idSchema } from './ids';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './notification';

export const notificationIdParamsSchema = z.object({ id: idSchema });

/** The cursor a page hands back: the last notification's id, to list older ones. */
export const notificationListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'cursor: must be the nextCursor of a previous page')
    .optional(),
});

/** PUT /api/notifications/preferences: the kinds to change; the others keep theirs. */
export const notificationPreferencesRequestSchema = z
  .partialRecord(z.enum(NOTIFICATION_KINDS), z.enum(NOTIFICATION_CHANNELS))
  .refine((value) => Object.keys(value).length > 0, 'Choose a setting for at least one kind');
export type NotificationPreferencesRequest = z.infer<typeof notificationPreferencesRequestSchema>;

export const markAllReadResponseSchema = z.object({ marked: z.number().int() });
