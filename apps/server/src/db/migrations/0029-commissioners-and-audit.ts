import type { DatabaseKind } from '../database';
import { references, withId, type MigrationDb } from './helpers';

/**
 * Commissioners who answer to their league (docs/decisions/060): the GMs the commissioner named as
 * co-commissioners, and the league's audit log, one row per use of a commissioner power, written in the
 * action's own transaction: who, the league clock's time and the wall clock's, a typed action and its
 * details as JSON.
 */
export function commissionersAndAudit(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('league_co_commissioners')
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('named_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('league_co_commissioners_pk', ['league_id', 'user_id'])
        .execute();
      await withId(db.schema.createTable('league_audit'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('actor_id', 'integer', (c) => references('users.id', 'set null')(c))
        .addColumn('action', 'varchar(40)', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('league_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('wall_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('league_audit_league')
        .on('league_audit')
        .columns(['league_id', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('league_audit').execute();
      await db.schema.dropTable('league_co_commissioners').execute();
    },
  };
}
