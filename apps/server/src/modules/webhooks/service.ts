import { randomBytes } from 'node:crypto';
import {
  type CreateWebhookRequest,
  type LeagueWebhookEvent,
  type Webhook,
  type WebhookDeliveries,
  type WebhookList,
  WEBHOOK_KINDS,
  leagueWebhookEventSchema,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { readJsonColumn } from '../../db/json-column';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import { recordCommissionerAction } from '../commissioners/audit';
import type { Db } from '../../db/schema';
import { requireCommissioner } from '../leagues/service';
import { shownUsername } from '../users/present';
import { kindsOf } from './enqueue';
import { insertDeliveries } from './outbox-repo';
import { requireDeliverableUrl } from './receiver-address';
import * as repo from './repo';

// SPEC-less limits: the commissioner's list shows the last 20 deliveries; a league keeps at most 10 webhooks.
const DELIVERIES_SHOWN = 20;
const WEBHOOKS_PER_LEAGUE = 10;
// Test events one webhook takes a minute: enough to try a receiver while setting it up, too few to
// make Rinkside flood an address for anyone (docs/decisions/057).
const TESTS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

export async function listWebhooks(ctx: AppContext, leagueId: number, userId: number): Promise<WebhookList> {
  await requireCommissioner(ctx, leagueId, userId);
  const rows = await repo.listWebhooks(ctx.database.db, leagueId);
  return { webhooks: rows.map(toWebhook) };
}

export async function createWebhook(
  ctx: AppContext,
  { leagueId, userId, request }: { leagueId: number; userId: number; request: CreateWebhookRequest },
): Promise<Webhook> {
  await requireCommissioner(ctx, leagueId, userId);
  const { db } = ctx.database;
  const existing = await repo.listWebhooks(db, leagueId);
  if (existing.length >= WEBHOOKS_PER_LEAGUE) {
    throw conflict(`A league has at most ${WEBHOOKS_PER_LEAGUE} webhooks. Delete one before adding another.`);
  }
  await requireDeliverableUrl(ctx, request.url);
  // Kinds kept in one order, whatever order they came in.
  const kinds = WEBHOOK_KINDS.filter((kind) => request.kinds.includes(kind));
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await repo.insertWebhook(trx, {
      leagueId,
      url: request.url,
      format: request.format,
      kinds,
      secret: `whsec_${randomBytes(24).toString('hex')}`,
      createdBy: userId,
      at: ctx.now().toISOString(),
    });
    await recordWebhookChange(ctx, trx, { leagueId, userId, action: 'webhook_added', url: request.url });
    return inserted;
  });
  const created = (await repo.listWebhooks(db, leagueId)).find((row) => row.id === id);
  if (!created) throw notFound('Webhook not found in this league.');
  return toWebhook(created);
}

export async function deleteWebhook(
  ctx: AppContext,
  { leagueId, userId, webhookId }: { leagueId: number; userId: number; webhookId: number },
): Promise<void> {
  await requireCommissioner(ctx, leagueId, userId);
  const deleted = await ctx.database.db.transaction().execute(async (trx) => {
    const webhook = await repo.findWebhook(trx, leagueId, webhookId);
    if (!webhook || !(await repo.deleteWebhook(trx, leagueId, webhookId))) return false;
    await recordWebhookChange(ctx, trx, { leagueId, userId, action: 'webhook_removed', url: webhook.url });
    return true;
  });
  if (!deleted) throw notFound('Webhook not found in this league.');
}

export async function listDeliveries(
  ctx: AppContext,
  { leagueId, userId, webhookId }: { leagueId: number; userId: number; webhookId: number },
): Promise<WebhookDeliveries> {
  await requireCommissioner(ctx, leagueId, userId);
  const { db } = ctx.database;
  if (!(await repo.findWebhook(db, leagueId, webhookId))) throw notFound('Webhook not found in this league.');
  const rows = await repo.listDeliveries(db, webhookId, DELIVERIES_SHOWN);
  return {
    deliveries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: readJsonColumn(leagueWebhookEventSchema, row.body, `webhook delivery ${row.id}`).title,
      status: row.status,
      attempts: row.attempts,
      lastStatusCode: row.last_status_code,
      lastError: row.last_error,
      createdAt: row.created_at,
      nextAttemptAt: row.next_attempt_at,
      deliveredAt: row.delivered_at,
    })),
  };
}

/**
 * Queues a test event for the webhook alone, whatever kinds it takes; the worker sends it shortly. At
 * most TESTS_PER_MINUTE a webhook, counted from its stored test deliveries, so the limit holds across
 * server processes; the count and the insert share a transaction that holds the webhook's row.
 */
export async function sendTest(
  ctx: AppContext,
  { leagueId, userId, webhookId }: { leagueId: number; userId: number; webhookId: number },
): Promise<void> {
  const league = await requireCommissioner(ctx, leagueId, userId);
  const { db, kind } = ctx.database;
  const now = ctx.now();
  const event: LeagueWebhookEvent = {
    kind: 'results',
    title: `Test from ${league.name}`,
    text: `This webhook is set up: ${league.name}'s news will arrive here.`,
    url: `/league/${leagueId}`,
    at: now.toISOString(),
    data: { test: true },
  };
  await db.transaction().execute(async (trx) => {
    if (!(await repo.holdWebhook(trx, kind, leagueId, webhookId))) {
      throw notFound('Webhook not found in this league.');
    }
    const since = new Date(now.getTime() - MINUTE_MS).toISOString();
    const recent = await repo.testTimesSince(trx, webhookId, since);
    const [oldest] = recent;
    if (recent.length >= TESTS_PER_MINUTE && oldest !== undefined) {
      const waitMs = new Date(oldest).getTime() + MINUTE_MS - now.getTime();
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw tooManyRequests(
        `A webhook takes at most ${TESTS_PER_MINUTE} test events a minute. Try again in ${seconds} s.`,
      );
    }
    await insertDeliveries(trx, [webhookId], 'test', event);
  });
}

function toWebhook(row: repo.WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    format: row.format,
    kinds: kindsOf(row.kinds),
    secret: row.secret,
    createdAt: row.created_at,
    createdBy:
      row.created_by_username === null
        ? null
        : shownUsername(row.created_by_username, row.created_by_deleted_at ?? null),
    lastStatus: row.last_status ?? null,
  };
}

/** A webhook added or removed, in the league's audit log by its host alone: its path may hold a secret. */
function recordWebhookChange(
  ctx: AppContext,
  trx: Db,
  change: { leagueId: number; userId: number; action: 'webhook_added' | 'webhook_removed'; url: string },
): Promise<void> {
  return recordCommissionerAction(trx, {
    leagueId: change.leagueId,
    actorId: change.userId,
    now: ctx.now(),
    action: change.action,
    details: { host: new URL(change.url).host },
  });
}
