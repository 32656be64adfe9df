import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LiveSignInRow {
  family: string;
  user_agent: string | null;
  approximate_ip: string | null;
  /** When the sign-in began: its first token. */
  signed_in_at: string;
  /** When it last refreshed: its newest token (rows from before 0017 have only created_at). */
  last_used_at: string;
}

/**
 * A user's sign-ins that are neither ended nor expired: the one unused token of each family (the
 * newest, which says which browser refreshed last) with the time the family's first token was made.
 */
export async function liveSignIns(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<LiveSignInRow[]> {
  const newest = await db
    .selectFrom('refresh_tokens')
    .select(['family', 'user_agent', 'approximate_ip', 'last_used_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  if (newest.length === 0) return [];
  const starts = await db
    .selectFrom('refresh_tokens')
    .select(['family', (eb) => eb.fn.min<string>('created_at').as('signed_in_at')])
    .where('user_id', '=', userId)
    .where(
      'family',
      'in',
      newest.map((row) => row.family),
    )
    .groupBy('family')
    .execute();
  const startOf = new Map(starts.map((row) => [row.family, row.signed_in_at]));
  return newest.map((row) => ({
    family: row.family,
    user_agent: row.user_agent,
    approximate_ip: row.approximate_ip,
    signed_in_at: startOf.get(row.family) ?? row.created_at,
    last_used_at: row.last_used_at ?? row.created_at,
  }));
}
