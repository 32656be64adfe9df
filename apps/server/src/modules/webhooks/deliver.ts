import type { LeagueWebhookEvent, WebhookKind } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { type AttemptOutcome, type ClaimedDelivery, claimDue, loadClaimed, recordAttempt } from './outbox';
import { nextAttemptAfter, request } from './payloads';

/** A receiver that has not answered within this long has failed the attempt. */
export const DELIVERY_TIMEOUT_MS = 5_000;
const BATCH = 20;
const ERROR_MAX = 300;

/**
 * One pass of the delivery worker: claims the due deliveries a batch at a time, POSTs each and records
 * how it went, until none is left to claim. Returns how many it attempted.
 */
export async function deliverDue(ctx: AppContext, owner: string): Promise<number> {
  const { db } = ctx.database;
  let attempted = 0;
  for (;;) {
    const ids = await claimDue(db, { now: ctx.now(), owner, limit: BATCH });
    const claimed = await loadClaimed(db, ids);
    await Promise.all(claimed.map((delivery) => attempt(ctx, owner, delivery)));
    attempted += claimed.length;
    // Nothing claimed: none are due, or other processes took them (they go on with the rest).
    if (ids.length === 0) return attempted;
  }
}

async function attempt(ctx: AppContext, owner: string, delivery: ClaimedDelivery): Promise<void> {
  const outgoing = {
    deliveryId: delivery.id,
    league: { id: delivery.league_id, name: delivery.league_name },
    kind: delivery.kind as WebhookKind | 'test',
    event: JSON.parse(delivery.body) as LeagueWebhookEvent,
  };
  const { body, headers } = request(outgoing, delivery, {
    publicUrl: ctx.config.PUBLIC_URL,
    now: ctx.now(),
  });
  const sent = await post(delivery.url, body, headers);
  const attempts = delivery.attempts + 1;
  const finished = ctx.now();
  const ok = sent.statusCode !== null && sent.statusCode >= 200 && sent.statusCode < 300;
  const outcome: AttemptOutcome = ok
    ? { statusCode: sent.statusCode, error: null, deliveredAt: finished.toISOString(), nextAttemptAt: null }
    : {
        statusCode: sent.statusCode,
        error: sent.error,
        deliveredAt: null,
        nextAttemptAt: nextAttemptAfter(attempts, finished)?.toISOString() ?? null,
      };
  await recordAttempt(ctx.database.db, { id: delivery.id, owner, attempts, outcome });
}

/** POSTs without following redirects; any answer but 2xx, or none in time, is a failure with its reason. */
async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ statusCode: number | null; error: string | null }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    if (response.ok) return { statusCode: response.status, error: null };
    const detail = text.trim() === '' ? '' : `: ${text.trim()}`;
    return { statusCode: response.status, error: clip(`Answered ${response.status}${detail}`) };
  } catch (error) {
    return { statusCode: null, error: clip(reasonOf(error)) };
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`;
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}

function clip(text: string): string {
  return text.length <= ERROR_MAX ? text : `${text.slice(0, ERROR_MAX - 1)}…`;
}
