import { type WebhookKind, leagueWebhookEventSchema } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { readJsonColumn } from '../../db/json-column';
import { requestOutside } from '../../http/outgoing/request-outside';
import type { OutgoingAnswer } from '../../http/outgoing/send';
import type { Refusal } from '../../http/outgoing/destination';
import { type AttemptOutcome, type ClaimedDelivery, recordAttempt } from './outbox-repo';
import { nextAttemptAfter, request } from './payloads';
import { refusedAtDelivery, webhookPolicy } from './receiver-address';

/** Of any answer, this much is read at most; then the connection is closed (docs/decisions/057). */
export const ANSWER_BYTES_READ = 64 * 1024;

/** POSTs one claimed delivery (its URL checked again for this attempt) and records how it went. */
export async function attemptDelivery(
  ctx: AppContext,
  owner: string,
  delivery: ClaimedDelivery,
): Promise<void> {
  const outgoing = {
    deliveryId: delivery.id,
    league: { id: delivery.league_id, name: delivery.league_name },
    kind: delivery.kind as WebhookKind | 'test',
    event: readJsonColumn(leagueWebhookEventSchema, delivery.body, `webhook delivery ${delivery.id}`),
  };
  const { body, headers } = request(outgoing, delivery, { publicUrl: ctx.config.PUBLIC_URL, now: ctx.now() });
  const timeoutMs = ctx.config.WEBHOOK_TIMEOUT_SECONDS * 1000;
  const answer = await requestOutside(
    delivery.url,
    { method: 'POST', headers, body, timeoutMs, maxAnswerBytes: ANSWER_BYTES_READ },
    webhookPolicy(ctx),
  );
  const attempts = delivery.attempts + 1;
  const finished = ctx.now();
  const statusCode = answer.outcome === 'answered' ? answer.statusCode : null;
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const outcome: AttemptOutcome = ok
    ? { statusCode, error: null, deliveredAt: finished.toISOString(), nextAttemptAt: null }
    : {
        statusCode,
        error: reasonOf(answer, ctx.config.WEBHOOK_TIMEOUT_SECONDS),
        deliveredAt: null,
        nextAttemptAt: nextAttemptAfter(attempts, finished)?.toISOString() ?? null,
      };
  await recordAttempt(ctx.database.db, { id: delivery.id, owner, attempts, outcome });
}

/**
 * Why an attempt failed, in Rinkside's words only: never the receiver's body (a commissioner must not
 * read an internal server's answers through it) nor a socket's error text (which names addresses and
 * ports, a port scanner's answer).
 */
export function reasonOf(
  answer: OutgoingAnswer | { outcome: 'refused'; refusal: Refusal },
  timeoutSeconds: number,
): string {
  switch (answer.outcome) {
    case 'answered':
      return answer.statusCode >= 300 && answer.statusCode < 400
        ? `The receiver answered ${answer.statusCode} (redirects are not followed).`
        : `The receiver answered ${answer.statusCode}.`;
    case 'timed-out':
      return `No answer within ${timeoutSeconds} s.`;
    case 'unreachable':
      return 'Could not connect to the receiver.';
    case 'insecure':
      return 'Could not make a secure connection to the receiver: its certificate was not accepted.';
    case 'broken':
      return 'The receiver closed the connection without a valid answer.';
    case 'refused':
      return refusedAtDelivery(answer.refusal);
  }
}
