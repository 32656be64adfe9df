import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** Asks the database the simplest question: throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
