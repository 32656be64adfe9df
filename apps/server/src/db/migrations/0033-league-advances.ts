import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { references, withId, type MigrationDb } from './helpers';

/**
 * League advances as jobs (docs/decisions/067): one row per advance the commissioner asked for, its
 * progress and its end, and the job columns every timed work kind has (attempts, last error, next attempt,
 * quarantine) with a lease, so an advance whose process stopped is taken on by another. At most one
 * unfinished advance per league: a unique index on the league over the rows not finished.
 */
export function leagueAdvances(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('league_advances'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('requested_by', 'integer', (c) => references('users.id', 'set null')(c))
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('played', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .addColumn('total', 'integer')
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(32)')
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', 'varchar(32)')
        .addColumn('quarantined_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('league_advances_one_running')
        .on('league_advances')
        .column('league_id')
        .unique()
        .where(sql.ref('finished_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('league_advances_league')
        .on('league_advances')
        .columns(['league_id', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('league_advances').execute();
    },
  };
}
