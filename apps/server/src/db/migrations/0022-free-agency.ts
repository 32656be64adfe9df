import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Free agency (docs/decisions/045): when the season's free agency opened (set once) and the rounds in
 * which AI teams have made their offers (each round once); the team a free agent last played for; and
 * contract offers, one open offer a team to a player.
 */
export function freeAgency(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('seasons').addColumn('free_agency_opened_at', 'varchar(32)').execute();
      await db.schema
        .alterTable('seasons')
        .addColumn('free_agency_ai_rounds', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('players')
        .addColumn('last_team_id', 'integer', references('teams.id', 'set null'))
        .execute();

      await withId(db.schema.createTable('contract_offers'), kind)
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('by_user_id', 'integer', references('users.id', 'set null'))
        .addColumn('cap_hit', 'integer', (c) => c.notNull())
        .addColumn('years', 'integer', (c) => c.notNull())
        .addColumn('made_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('decide_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('state', 'varchar(12)', (c) => c.notNull().defaultTo('open'))
        .addColumn('reason', 'text')
        .addColumn('decided_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('contract_offers_league_state')
        .on('contract_offers')
        .columns(['league_id', 'state', 'decide_at'])
        .execute();
      await db.schema
        .createIndex('contract_offers_team')
        .on('contract_offers')
        .columns(['team_id', 'id'])
        .execute();
      // One open offer a team to a player: a second at once fails on this index.
      await db.schema
        .createIndex('contract_offers_one_open')
        .on('contract_offers')
        .columns(['player_id', 'team_id'])
        .unique()
        .where(sql.ref('state'), '=', 'open')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('contract_offers').execute();
      await db.schema.alterTable('players').dropColumn('last_team_id').execute();
      await db.schema.alterTable('seasons').dropColumn('free_agency_ai_rounds').execute();
      await db.schema.alterTable('seasons').dropColumn('free_agency_opened_at').execute();
    },
  };
}
