import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { EmailChangesTable } from '../../db/schema-account-settings';

export type EmailChangeRow = Selectable<EmailChangesTable>;

export async function updatePasswordHash(db: Kysely<Database>, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Sets the hash only while the account still has the one read (no password): false if it changed. */
export async function setPasswordHashIfNone(
  db: Kysely<Database>,
  userId: number,
  noPassword: string,
  hash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: hash })
    .where('id', '=', userId)
    .where('password_hash', '=', noPassword)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function emailTakenByOther(
  db: Kysely<Database>,
  email: string,
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends the user's waiting change, if any: at most one is open at a time. */
export async function cancelEmailChanges(db: Kysely<Database>, userId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('email_changes')
    .set({ cancelled_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertEmailChange(
  db: Kysely<Database>,
  values: { userId: number; newEmail: string; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('email_changes')
    .values({
      user_id: values.userId,
      new_email: values.newEmail,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_at: values.createdAt,
    })
    .execute();
}

/** The user's change still waiting for its link (not used, cancelled nor expired). */
export function findOpenEmailChange(db: Kysely<Database>, userId: number, now: string) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function findEmailChangeByToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the change used; false when another request used (or cancelled) it first. */
export async function useEmailChange(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The new address becomes the account's, verified by the link that proved it. */
export async function setEmail(
  db: Kysely<Database>,
  userId: number,
  email: string,
  at: string,
): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: at }).where('id', '=', userId).execute();
}
