import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * The entry draft (docs/decisions/049): the league's draft settings; each season's draft with its lottery
 * and clock; the slot and the player of each pick; the draft class's scouting; each team's queue. Leagues
 * made with five rounds of picks get rounds 6 and 7 (the NHL's seven), owned by the original team.
 */
export function draft(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('leagues').addColumn('draft_settings', 'text').execute();

      // A pick's place in its draft once the order is set, and the player it took.
      await db.schema.alterTable('draft_picks').addColumn('overall', 'integer').execute();
      await db.schema
        .alterTable('draft_picks')
        .addColumn('player_id', 'integer', references('players.id', 'set null'))
        .execute();
      await db.schema.alterTable('draft_picks').addColumn('source', 'varchar(20)').execute();
      await db.schema.alterTable('draft_picks').addColumn('made_at', 'varchar(32)').execute();
      await db.schema
        .createIndex('draft_picks_league_year')
        .on('draft_picks')
        .columns(['league_id', 'year', 'round'])
        .execute();
      for (const round of [6, 7])
        await sql`INSERT INTO draft_picks (league_id, original_team_id, owner_team_id, year, round)
          SELECT league_id, original_team_id, original_team_id, year, ${round} FROM draft_picks
          WHERE round = 5`.execute(db);

      await withId(db.schema.createTable('drafts'), kind)
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('season_id', 'integer', (c) =>
          c.notNull().unique().references('seasons.id').onDelete('cascade'),
        )
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        // JSON LotteryResult once held.
        .addColumn('lottery', 'text')
        // The pick on the clock (draft_picks.overall) while running or paused.
        .addColumn('on_clock', 'integer')
        .addColumn('clock_started_at', 'varchar(32)')
        .addColumn('clock_deadline', 'varchar(32)')
        // While paused: the seconds the pick on the clock had left.
        .addColumn('paused_seconds_left', 'integer')
        // JSON { [teamId]: count } of expired clocks, [teamId] drafted automatically, { [teamId]: seconds }.
        .addColumn('expiries', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('auto_team_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('banks', 'text', (c) => c.notNull().defaultTo('{}'))
        // Bumped by every change: a change made against an older version is refused (409).
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(32)')
        .addColumn('completed_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('drafts_league').on('drafts').columns(['league_id', 'year']).execute();
      await db.schema
        .createIndex('drafts_clock')
        .on('drafts')
        .columns(['status', 'clock_deadline'])
        .execute();

      // A draft-eligible player (players.status 'draft', no team) and what the scouts make of him.
      await db.schema
        .createTable('draft_prospects')
        .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('year', 'integer', (c) => c.notNull())
        // The scouts' error on his potential, in [-1, 1] (how far off their first look is).
        .addColumn('scout_bias', 'real', (c) => c.notNull())
        .addColumn('scouting_note', 'text', (c) => c.notNull())
        .addColumn('re_entry', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('draft_prospects_league_year')
        .on('draft_prospects')
        .columns(['league_id', 'year'])
        .execute();

      await db.schema
        .createTable('draft_queues')
        .addColumn('draft_id', 'integer', (c) => c.notNull().references('drafts.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        // JSON list of player ids, first choice first.
        .addColumn('player_ids', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('draft_queues_pk', ['draft_id', 'team_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('draft_queues').execute();
      await db.schema.dropTable('draft_prospects').execute();
      await db.schema.dropTable('drafts').execute();
      await sql`DELETE FROM draft_picks WHERE round > 5`.execute(db);
      await db.schema.dropIndex('draft_picks_league_year').execute();
      for (const column of ['made_at', 'source', 'player_id', 'overall'])
        await db.schema.alterTable('draft_picks').dropColumn(column).execute();
      await db.schema.alterTable('leagues').dropColumn('draft_settings').execute();
    },
  };
}
