import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { revokeUserSessions } from '../auth/api';

export interface NewResetLink {
  userId: number;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
}

/** The account an e-mail address (as registration normalised it) belongs to. */
export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'username'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Stores a new link and retires the user's older unused ones: only the newest mail works. */
export async function replaceResetLinks(db: Kysely<Database>, link: NewResetLink): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_resets')
      .set({ used_at: link.createdAt })
      .where('user_id', '=', link.userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: link.userId,
        token_hash: link.tokenHash,
        expires_at: link.expiresAt,
        created_at: link.createdAt,
      })
      .execute();
  });
}

export function findResetLink(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * In one transaction: spends the link, sets the new password hash, retires the user's other links and
 * ends every sign-in. Returns the sign-ins ended, or null when another request spent the link first
 * (its row lock on PostgreSQL, the single writer on SQLite, make the second wait and then find it used).
 */
export async function completeReset(
  db: Kysely<Database>,
  reset: { linkId: number; userId: number; passwordHash: string; at: string },
): Promise<string[] | null> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: reset.at })
      .where('id', '=', reset.linkId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    await trx
      .updateTable('users')
      .set({ password_hash: reset.passwordHash })
      .where('id', '=', reset.userId)
      .execute();
    // Following the link proved the mailbox is the user's, as the verification link would have.
    await trx
      .updateTable('users')
      .set({ email_verified_at: reset.at })
      .where('id', '=', reset.userId)
      .where('email_verified_at', 'is', null)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: reset.at })
      .where('user_id', '=', reset.userId)
      .where('used_at', 'is', null)
      .execute();
    const families = await trx
      .selectFrom('refresh_tokens')
      .select('family')
      .distinct()
      .where('user_id', '=', reset.userId)
      .where('revoked_at', 'is', null)
      .execute();
    await revokeUserSessions(trx, reset.userId, reset.at);
    return families.map((row) => row.family);
  });
}
