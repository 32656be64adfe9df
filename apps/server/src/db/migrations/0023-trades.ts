import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Trades (docs/decisions/047): the league's trade settings; proposals with their assets, their thread and
 * the GMs' veto votes; the trading block; and a trade's retained salary as a cap charge it can undo.
 */
export function trades(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('leagues').addColumn('trade_settings', 'text').execute();
      await db.schema.alterTable('teams').addColumn('trade_looking_for', 'text').execute();
      // The league day whose AI trade proposals were made (once across processes).
      await db.schema.alterTable('leagues').addColumn('trade_ai_day', 'varchar(10)').execute();

      await withId(db.schema.createTable('trades'), kind)
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('status_reason', 'text')
        .addColumn('proposer_team_id', 'integer', (c) =>
          c.notNull().references('teams.id').onDelete('cascade'),
        )
        .addColumn('partner_team_id', 'integer', (c) =>
          c.notNull().references('teams.id').onDelete('cascade'),
        )
        .addColumn('proposed_by_user_id', 'integer', references('users.id', 'set null'))
        .addColumn('parent_id', 'integer', references('trades.id', 'set null'))
        .addColumn('counter_id', 'integer', references('trades.id', 'set null'))
        .addColumn('season_id', 'integer', references('seasons.id', 'set null'))
        .addColumn('note', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('review_ends_at', 'varchar(32)')
        .addColumn('completed_at', 'varchar(32)')
        .addColumn('decided_at', 'varchar(32)')
        .addColumn('fairness_ratio', 'real')
        .execute();
      await db.schema
        .createIndex('trades_league_status')
        .on('trades')
        .columns(['league_id', 'status'])
        .execute();
      await db.schema
        .createIndex('trades_proposer')
        .on('trades')
        .columns(['proposer_team_id', 'id'])
        .execute();
      await db.schema.createIndex('trades_partner').on('trades').columns(['partner_team_id', 'id']).execute();

      await withId(db.schema.createTable('trade_assets'), kind)
        .addColumn('trade_id', 'integer', (c) => c.notNull().references('trades.id').onDelete('cascade'))
        .addColumn('from_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('to_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('player_id', 'integer', references('players.id', 'cascade'))
        .addColumn('pick_id', 'integer', references('draft_picks.id', 'cascade'))
        .addColumn('retained_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('trade_assets_trade').on('trade_assets').column('trade_id').execute();
      await db.schema.createIndex('trade_assets_player').on('trade_assets').column('player_id').execute();
      await db.schema.createIndex('trade_assets_pick').on('trade_assets').column('pick_id').execute();

      await withId(db.schema.createTable('trade_events'), kind)
        .addColumn('trade_id', 'integer', (c) => c.notNull().references('trades.id').onDelete('cascade'))
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('team_id', 'integer', references('teams.id', 'set null'))
        .addColumn('user_id', 'integer', references('users.id', 'set null'))
        .addColumn('text', 'text')
        .execute();
      await db.schema
        .createIndex('trade_events_trade')
        .on('trade_events')
        .columns(['trade_id', 'id'])
        .execute();

      await db.schema
        .createTable('trade_votes')
        .addColumn('trade_id', 'integer', (c) => c.notNull().references('trades.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', references('users.id', 'set null'))
        .addColumn('at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('trade_votes_pk', ['trade_id', 'team_id'])
        .execute();

      await db.schema
        .createTable('trading_block')
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
        .addColumn('note', 'text')
        .addColumn('listed_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('trading_block_pk', ['team_id', 'player_id'])
        .execute();
      await db.schema.createIndex('trading_block_league').on('trading_block').column('league_id').execute();

      // A retained share is a cap charge on the team that kept it, undone with its trade.
      await db.schema
        .alterTable('cap_charges')
        .addColumn('trade_id', 'integer', references('trades.id', 'set null'))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('cap_charges').dropColumn('trade_id').execute();
      await db.schema.dropTable('trading_block').execute();
      await db.schema.dropTable('trade_votes').execute();
      await db.schema.dropTable('trade_events').execute();
      await db.schema.dropTable('trade_assets').execute();
      await db.schema.dropTable('trades').execute();
      await db.schema.alterTable('teams').dropColumn('trade_looking_for').execute();
      await db.schema.alterTable('leagues').dropColumn('trade_ai_day').execute();
      await db.schema.alterTable('leagues').dropColumn('trade_settings').execute();
    },
  };
}
