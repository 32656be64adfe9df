import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import type { UserIdentitiesTable } from '../../db/schema-identities';

export type IdentityRow = Selectable<UserIdentitiesTable>;

export interface NewIdentity {
  userId: number;
  provider: string;
  subject: string;
  email: string | null;
  createdAt: string;
}

export async function insertIdentity(db: Kysely<Database>, identity: NewIdentity): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({
      user_id: identity.userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      created_at: identity.createdAt,
    })
    .execute();
}

/** The user a provider account is linked to. */
export function findIdentity(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Unlinks one provider; false when the user had none linked there. */
export async function deleteIdentity(
  db: Kysely<Database>,
  userId: number,
  provider: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('user_identities')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every identity of a user, for deleting the account (inside its transaction). */
export async function deleteIdentitiesOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
}

/** The account whose e-mail this is (stored lower-cased). */
export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** The user's password hash, if the account exists; locked for the transaction when `lock` is set. */
export function passwordHashOfUser(
  db: Kysely<Database>,
  userId: number,
  lock = false,
): Promise<Pick<Selectable<UsersTable>, 'password_hash'> | undefined> {
  let query = db.selectFrom('users').select('password_hash').where('id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
