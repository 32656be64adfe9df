import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

type Trx = Kysely<Database>;

/**
 * Savepoints inside an open transaction (docs/decisions/063): a piece of work that may fail alone, such
 * as one game of a batch. `fail` rolls back to where it began and lets it go; `keep` keeps its writes.
 */
export const savepoint = {
  begin: (trx: Trx, name: string) => sql`SAVEPOINT ${sql.id(name)}`.execute(trx),
  keep: (trx: Trx, name: string) => sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(trx),
  async fail(trx: Trx, name: string): Promise<void> {
    await sql`ROLLBACK TO SAVEPOINT ${sql.id(name)}`.execute(trx);
    await sql`RELEASE SAVEPOINT ${sql.id(name)}`.execute(trx);
  },
};
