import type { LeagueWebhookEvent, WebhookKind } from '@rinkside/domain';
import { memoInBatch } from '../../db/batch-memo';
import type { Db } from '../../db/schema';
import { insertDeliveries, listActiveHooks } from './outbox-repo';

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
  const hooks = await memoInBatch(db, `webhooks:${leagueId}`, () => listActiveHooks(db, leagueId));
  const subscribed = hooks.filter((hook) => kindsOf(hook.kinds).includes(event.kind));
  if (subscribed.length === 0) return;
  await insertDeliveries(
    db,
    subscribed.map((hook) => hook.id),
    event.kind,
    event,
  );
}

export function kindsOf(json: string): WebhookKind[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as WebhookKind[]) : [];
}
