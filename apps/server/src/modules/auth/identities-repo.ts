import type { Db } from '../../db/schema';

/** The account's linked sign-in providers' rows, in the order they were linked. */
export function identitiesOfUser(db: Db, userId: number) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The sign-in providers linked to the account, in the order they were linked. */
export async function linkedProvidersOf(db: Db, userId: number): Promise<string[]> {
  return (await identitiesOfUser(db, userId)).map((row) => row.provider);
}
