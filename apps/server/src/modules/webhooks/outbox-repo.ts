import type { LeagueWebhookEvent, WebhookKind } from '@rinkside/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema';

/** The league's active webhooks, with the kinds each takes (JSON). */
export function listActiveHooks(db: Db, leagueId: number) {
  return db
    .selectFrom('league_webhooks')
    .select(['id', 'kinds'])
    .where('league_id', '=', leagueId)
    .where('disabled_at', 'is', null)
    .execute();
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

/** Due: pending and its time has come, or held by a claim that expired. */
function due(now: string) {
  return (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
    eb.or([
      eb.and([
        eb('webhook_deliveries.status', '=', 'pending'),
        eb.or([
          eb('webhook_deliveries.next_attempt_at', 'is', null),
          eb('webhook_deliveries.next_attempt_at', '<=', now),
        ]),
      ]),
      eb.and([
        eb('webhook_deliveries.status', '=', 'delivering'),
        eb('webhook_deliveries.claim_until', '<', now),
      ]),
    ]);
}

/** The leagues with due deliveries, the one with the oldest first. */
export async function leaguesWithDueDeliveries(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .innerJoin('league_webhooks', 'league_webhooks.id', 'webhook_deliveries.webhook_id')
    .select((eb) => ['league_webhooks.league_id', eb.fn.min('webhook_deliveries.id').as('oldest')])
    .where(due(now.toISOString()))
    .groupBy('league_webhooks.league_id')
    .orderBy('oldest')
    .execute();
  return rows.map((row) => row.league_id);
}

/** Due deliveries, oldest first, with their league; of one league when `leagueId` is given. */
export async function dueCandidates(
  db: Db,
  { now, limit, leagueId }: { now: Date; limit: number; leagueId?: number },
): Promise<{ id: number; leagueId: number }[]> {
  let query = db
    .selectFrom('webhook_deliveries')
    .innerJoin('league_webhooks', 'league_webhooks.id', 'webhook_deliveries.webhook_id')
    .select(['webhook_deliveries.id', 'league_webhooks.league_id'])
    .where(due(now.toISOString()))
    .orderBy('webhook_deliveries.id')
    .limit(limit);
  if (leagueId !== undefined) query = query.where('league_webhooks.league_id', '=', leagueId);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, leagueId: row.league_id }));
}

/** Claims one delivery for `owner` until `claimUntil` while it is still due; whether this claim took it. */
export async function claimIfDue(
  db: Db,
  { id, at, owner, claimUntil }: { id: number; at: string; owner: string; claimUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'delivering',
      claimed_by: owner,
      claim_until: claimUntil,
    })
    .where('id', '=', id)
    .where(due(at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The claimed deliveries with their webhook and league, to send. */
export function loadClaimed(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('league_webhooks', 'league_webhooks.id', 'webhook_deliveries.webhook_id')
    .innerJoin('leagues', 'leagues.id', 'league_webhooks.league_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.kind',
      'webhook_deliveries.body',
      'webhook_deliveries.attempts',
      'league_webhooks.url',
      'league_webhooks.format',
      'league_webhooks.secret',
      'leagues.id as league_id',
      'leagues.name as league_name',
    ])
    .where('webhook_deliveries.id', 'in', ids)
    .execute();
}
export type ClaimedDelivery = Awaited<ReturnType<typeof loadClaimed>>[number];

export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  /** Set when it succeeded. */
  deliveredAt: string | null;
  /** When to try again; null with no deliveredAt: given up. */
  nextAttemptAt: string | null;
}

/** Records an attempt, only while `owner` still holds the claim (a process past its claim changes nothing). */
export async function recordAttempt(
  db: Db,
  { id, owner, attempts, outcome }: { id: number; owner: string; attempts: number; outcome: AttemptOutcome },
): Promise<boolean> {
  const status = outcome.deliveredAt ? 'delivered' : outcome.nextAttemptAt ? 'pending' : 'failed';
  const result = await db
    .updateTable('webhook_deliveries')
    .set({
      status,
      attempts,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      delivered_at: outcome.deliveredAt,
      next_attempt_at: outcome.nextAttemptAt,
      claimed_by: null,
      claim_until: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', owner)
    .where('status', '=', 'delivering')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
