import type { Generated } from 'kysely';

type Timestamp = string;

export interface LeagueWebhooksTable {
  id: Generated<number>;
  league_id: number;
  url: string;
  format: 'discord' | 'json';
  /** JSON array of WebhookKind. */
  kinds: string;
  /** HMAC-SHA256 key for the JSON format's signature (docs/decisions/034). */
  secret: string;
  created_by: number | null;
  created_at: Timestamp;
  disabled_at: Timestamp | null;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  /** A WebhookKind, or 'test' for the commissioner's test event. */
  kind: string;
  /** JSON LeagueWebhookEvent; formatted for the webhook when it is sent. */
  body: string;
  status: 'pending' | 'delivering' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_error: string | null;
  last_status_code: number | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
  /** The process holding the row while it sends, until `claim_until`; an expired claim is free again. */
  claimed_by: string | null;
  claim_until: Timestamp | null;
}
