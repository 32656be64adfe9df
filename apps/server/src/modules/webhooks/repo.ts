import type { WebhookFormat, WebhookKind } from '@rinkside/domain';
import type { DatabaseKind } from '../../db/database';
import type { Db } from '../../db/schema';

export async function insertWebhook(
  db: Db,
  row: {
    leagueId: number;
    url: string;
    format: WebhookFormat;
    kinds: WebhookKind[];
    secret: string;
    createdBy: number;
    at: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('league_webhooks')
    .values({
      league_id: row.leagueId,
      url: row.url,
      format: row.format,
      kinds: JSON.stringify(row.kinds),
      secret: row.secret,
      created_by: row.createdBy,
      created_at: row.at,
      disabled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The league's webhooks, oldest first, with who added each and its latest delivery's status. */
export function listWebhooks(db: Db, leagueId: number) {
  return db
    .selectFrom('league_webhooks')
    .leftJoin('users', 'users.id', 'league_webhooks.created_by')
    .select((eb) => [
      'league_webhooks.id',
      'league_webhooks.url',
      'league_webhooks.format',
      'league_webhooks.kinds',
      'league_webhooks.secret',
      'league_webhooks.created_at',
      'users.username as created_by_username',
      'users.deleted_at as created_by_deleted_at',
      eb
        .selectFrom('webhook_deliveries')
        .select('webhook_deliveries.status')
        .whereRef('webhook_deliveries.webhook_id', '=', 'league_webhooks.id')
        .orderBy('webhook_deliveries.id', 'desc')
        .limit(1)
        .as('last_status'),
    ])
    .where('league_webhooks.league_id', '=', leagueId)
    .where('league_webhooks.disabled_at', 'is', null)
    .orderBy('league_webhooks.id')
    .execute();
}
export type WebhookRow = Awaited<ReturnType<typeof listWebhooks>>[number];

/** The league's webhook by id: one of another league is not found, like one that does not exist. */
export function findWebhook(db: Db, leagueId: number, webhookId: number) {
  return db
    .selectFrom('league_webhooks')
    .select(['id', 'url', 'format', 'kinds'])
    .where('id', '=', webhookId)
    .where('league_id', '=', leagueId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The league's webhook, held until the transaction ends: on PostgreSQL `FOR UPDATE` makes a second
 * request for the same webhook wait (SQLite runs one write transaction at a time anyway).
 */
export async function holdWebhook(db: Db, kind: DatabaseKind, leagueId: number, webhookId: number) {
  const query = db
    .selectFrom('league_webhooks')
    .select('id')
    .where('id', '=', webhookId)
    .where('league_id', '=', leagueId)
    .where('disabled_at', 'is', null);
  return (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** When the webhook's test deliveries since `since` were queued, oldest first. */
export async function testTimesSince(db: Db, webhookId: number, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('created_at')
    .where('webhook_id', '=', webhookId)
    .where('kind', '=', 'test')
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

/** Removes the webhook and its deliveries (they cascade); true when there was one to remove. */
export async function deleteWebhook(db: Db, leagueId: number, webhookId: number): Promise<boolean> {
  await db.deleteFrom('webhook_deliveries').where('webhook_id', '=', webhookId).execute();
  const result = await db
    .deleteFrom('league_webhooks')
    .where('id', '=', webhookId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The webhook's latest deliveries, newest first. */
export function listDeliveries(db: Db, webhookId: number, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'kind',
      'body',
      'status',
      'attempts',
      'last_status_code',
      'last_error',
      'created_at',
      'next_attempt_at',
      'delivered_at',
    ])
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
