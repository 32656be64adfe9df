import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../leagues/repo';

/** How long a process holds a claimed delivery; past it, another process may take it (the first died). */
export const CLAIM_MS = 60_000;

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

/** Due deliveries, oldest first, with their league, leaving out `busyLeagues` (they have no room now). */
export async function dueCandidates(
  db: Db,
  { now, limit, busyLeagues = [] }: { now: Date; limit: number; busyLeagues?: number[] },
): Promise<{ id: number; leagueId: number }[]> {
  let query = db
    .selectFrom('webhook_deliveries')
    .innerJoin('league_webhooks', 'league_webhooks.id', 'webhook_deliveries.webhook_id')
    .select(['webhook_deliveries.id', 'league_webhooks.league_id'])
    .where(due(now.toISOString()))
    .orderBy('webhook_deliveries.id')
    .limit(limit);
  if (busyLeagues.length > 0) query = query.where('league_webhooks.league_id', 'not in', busyLeagues);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, leagueId: row.league_id }));
}

/**
 * Claims those of `ids` that are still due for `owner`. Each is taken by one conditional UPDATE that only
 * matches while the row is still due, so of two processes racing for a row exactly one gets it.
 */
export async function claim(
  db: Db,
  { ids, now, owner }: { ids: number[]; now: Date; owner: string },
): Promise<number[]> {
  const at = now.toISOString();
  const claimed: number[] = [];
  for (const id of ids) {
    const result = await db
      .updateTable('webhook_deliveries')
      .set({
        status: 'delivering',
        claimed_by: owner,
        claim_until: new Date(now.getTime() + CLAIM_MS).toISOString(),
      })
      .where('id', '=', id)
      .where(due(at))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push(id);
  }
  return claimed;
}

/** Claims up to `limit` due deliveries for `owner`, oldest first. */
export async function claimDue(
  db: Db,
  { now, owner, limit }: { now: Date; owner: string; limit: number },
): Promise<number[]> {
  const candidates = await dueCandidates(db, { now, limit });
  return claim(db, { ids: candidates.map((candidate) => candidate.id), now, owner });
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
