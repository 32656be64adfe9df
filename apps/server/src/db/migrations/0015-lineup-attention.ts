import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

/**
 * The GM's desk (docs/decisions/037): one row per team and game whose lineup problem its GM was told
 * of, so a batch that runs again, here or on another server process, tells him once.
 */
export function lineupAttention(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('lineup_attention_notices')
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('game_id', 'integer', (c) => references('games.id')(c.notNull()))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('lineup_attention_notices_pk', ['team_id', 'game_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('lineup_attention_notices').execute();
    },
  };
}
