import type { LeagueWebhookEvent, WebhookKind } from '@rinkside/domain';
import type { Db } from '../leagues/repo';

/**
 * Queues `event` for every active webhook of the league that takes its kind: one outbox row each, in
 * the caller's transaction, so an event is sent only if what it tells of was stored
 * (docs/decisions/034). The delivery worker sends it shortly after.
 */
export async function enqueueWebhookEvent(
  db: Db,
  leagueId: number,
  event: LeagueWebhookEvent,
): Promise<void> {
  const hooks = await db
    .selectFrom('league_webhooks')
    .select(['id', 'kinds'])
    .where('league_id', '=', leagueId)
    .where('disabled_at', 'is', null)
    .execute();
  const subscribed = hooks.filter((hook) => kindsOf(hook.kinds).includes(event.kind));
  if (subscribed.length === 0) return;
  await insertDeliveries(
    db,
    subscribed.map((hook) => hook.id),
    event.kind,
    event,
  );
}

/** Outbox rows for `event` to each webhook, due at once (a null next_attempt_at). */
export async function insertDeliveries(
  db: Db,
  webhookIds: number[],
  kind: WebhookKind | 'test',
  event: LeagueWebhookEvent,
): Promise<void> {
  const body = JSON.stringify(event);
  await db
    .insertInto('webhook_deliveries')
    .values(
      webhookIds.map((webhookId) => ({
        webhook_id: webhookId,
        kind,
        body,
        status: 'pending' as const,
        next_attempt_at: null,
        last_error: null,
        last_status_code: null,
        created_at: event.at,
        delivered_at: null,
        claimed_by: null,
        claim_until: null,
      })),
    )
    .execute();
}

export function kindsOf(json: string): WebhookKind[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as WebhookKind[]) : [];
}
