import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  gmName: string | null;
  favoriteTeam: string | null;
  createdAt: string;
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      username: user.username,
      username_key: user.username.toLowerCase(),
      password_hash: user.passwordHash,
      gm_name: user.gmName,
      favorite_team: user.favoriteTeam,
      created_at: user.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the account is deleted (or never existed). */
export async function isDeletedUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('deleted_at').where('id', '=', id).executeTakeFirst();
  return !row || row.deleted_at !== null;
}

/** By username (any case) or by e-mail address; a deleted account is found by neither. */
export function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_key', '=', key), eb('email', '=', key)]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findTakenFields(
  db: Kysely<Database>,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'username_key'])
    .where((eb) => eb.or([eb('email', '=', email), eb('username_key', '=', username.toLowerCase())]))
    .execute();
  return {
    email: rows.some((r) => r.email === email),
    username: rows.some((r) => r.username_key === username.toLowerCase()),
  };
}

export async function markEmailVerified(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function insertVerification(
  db: Kysely<Database>,
  values: { userId: number; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('email_verifications')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_at: values.createdAt,
    })
    .execute();
}

export function findVerification(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('email_verifications')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the token used; false when another request used it first. */
export async function useVerification(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('email_verifications')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
