import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readingPoint } from '../../db/read-lanes';

export interface NewRefreshToken {
  userId: number;
  family: string;
  tokenHash: string;
  expiresAt: string;
  createdAt: string;
  /** The browser that signed in or refreshed, as the sessions list shows it. */
  client: SignInClient;
}

export interface SignInClient {
  userAgent: string | null;
  /** Already approximate (approximateIp): the full address is never stored. */
  approximateIp: string | null;
}

export async function insertRefreshToken(db: Kysely<Database>, values: NewRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: values.userId,
      family: values.family,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_at: values.createdAt,
      user_agent: values.client.userAgent,
      approximate_ip: values.client.approximateIp,
      last_used_at: values.createdAt,
    })
    .execute();
}

export function findRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a token used and stores its replacement in one transaction; false when another rotation
 * of the same token got there first. Its row lock (PostgreSQL) or the single writer (SQLite)
 * makes the loser wait until the winner's replacement is committed and readable.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  rotation: { id: number; at: string; replacement: NewRefreshToken },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: rotation.at })
      .where('id', '=', rotation.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await insertRefreshToken(trx, rotation.replacement);
    return true;
  });
}

/** Ends a sign-in: every token of the family, used or not. */
export async function revokeFamily(db: Kysely<Database>, family: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Whether any token of the family is unrevoked: the sign-in has not been ended. */
export async function familyIsActive(db: Kysely<Database>, family: string): Promise<boolean> {
  const row = await readingPoint(() =>
    db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family', '=', family)
      .where('revoked_at', 'is', null)
      .limit(1)
      .executeTakeFirst(),
  );
  return row !== undefined;
}

/** Ends every sign-in of a user, but for the one named (the session making the change), in one statement. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  at: string,
  exceptFamily?: string,
): Promise<void> {
  let update = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamily !== undefined) update = update.where('family', '!=', exceptFamily);
  await update.execute();
}
