import { type MigrationDb, references } from './helpers';

/**
 * One job runner (docs/decisions/066): every kind of timed work keeps, per league (or per user, for mail),
 * one row of the same columns: when it became due, its failed attempts, last error and next attempt, when
 * it was set aside (quarantined), its last success, and the lease a server process holds while it runs it.
 * Subject 0 is the kind's own pass on the host (its last success, for /api/health). The mail job's claim
 * on a user moves here, so `notification_digests.claimed_until` goes.
 */
export function jobSteps() {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('job_steps')
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        // The league the step belongs to; null for a user's mail and for a kind's pass.
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c))
        .addColumn('due_at', 'varchar(32)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', 'varchar(32)')
        .addColumn('quarantined_at', 'varchar(32)')
        .addColumn('last_success_at', 'varchar(32)')
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('claimed_by', 'varchar(64)')
        .addPrimaryKeyConstraint('job_steps_pk', ['kind', 'subject_id'])
        .execute();
      // The commissioner lists his league's failed steps.
      await db.schema.createIndex('job_steps_league').on('job_steps').columns(['league_id']).execute();
      await db.schema.alterTable('notification_digests').dropColumn('claimed_until').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('notification_digests').addColumn('claimed_until', 'varchar(32)').execute();
      await db.schema.dropTable('job_steps').execute();
    },
  };
}
