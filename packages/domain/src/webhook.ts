import { z } from 'zod';
import { idSchema } from './ids';

/** The kinds of league event a webhook can subscribe to (docs/decisions/034). */
export const WEBHOOK_KINDS = ['results', 'transactions', 'phases', 'awards', 'draft', 'board'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

export const WEBHOOK_FORMATS = ['discord', 'json'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  results: 'Game results',
  transactions: 'Transactions (GM changes)',
  phases: 'Phase changes',
  awards: 'Awards',
  draft: 'Draft picks',
  board: "The board's mirrored channels",
};

export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormat, string> = {
  discord: 'Discord',
  json: 'Signed JSON',
};

/**
 * One league event as the webhooks send it. `url` is a path in the app (e.g. /league/3/game/55); the
 * delivery makes it absolute with PUBLIC_URL. `at` is an ISO timestamp.
 */
export interface LeagueWebhookEvent {
  kind: WebhookKind;
  title: string;
  text: string;
  url?: string;
  at: string;
  data: Record<string, unknown>;
}

/** A queued event as its delivery stores it, read by its shape, never cast. */
export const leagueWebhookEventSchema: z.ZodType<LeagueWebhookEvent> = z.object({
  kind: z.enum(WEBHOOK_KINDS),
  title: z.string(),
  text: z.string(),
  url: z.string().optional(),
  at: z.string(),
  data: z.record(z.string(), z.unknown()),
});

/** POST /api/league/{id}/webhooks */
export const createWebhookRequestSchema = z.object({
  url: z
    .string({ error: 'url: enter the address to send events to' })
    .trim()
    .max(2000, 'url: at most 2000 characters')
    .pipe(z.url({ protocol: /^https?$/, error: 'url: must be an http:// or https:// address' })),
  format: z.enum(WEBHOOK_FORMATS, { error: "format: must be 'discord' or 'json'" }),
  kinds: z
    .array(z.enum(WEBHOOK_KINDS, { error: `kinds: each must be one of ${WEBHOOK_KINDS.join(', ')}` }), {
      error: 'kinds: choose at least one kind of event',
    })
    .min(1, 'kinds: choose at least one kind of event')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'kinds: each kind at most once'),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export const webhookParamsSchema = z.object({ leagueId: idSchema, webhookId: idSchema });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  kinds: z.array(z.enum(WEBHOOK_KINDS)),
  /** The HMAC-SHA256 key of the JSON format's signature; the commissioner may always view it. */
  secret: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The latest delivery's status; null before the first. */
  lastStatus: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The event's kind, or 'test' for the commissioner's test event. */
  kind: z.string(),
  title: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When it is tried next, while pending; null: at once. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;
