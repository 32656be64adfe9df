import type { Selectable } from 'kysely';
import type { Db, UsersTable } from '../../db/schema';

/** What a user shows of himself on his profile. */
export type ProfileFields = Pick<Selectable<UsersTable>, 'gm_name' | 'favorite_team' | 'prefers_to'>;

export async function updateProfileFields(db: Db, userId: number, fields: ProfileFields): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}
