import { estimatedCareerStart, firstContractType, type PlayerStatus } from '@rinkside/domain';
import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

const PLAYER_COLUMNS = [
  'contract_type',
  'contract_signed_year',
  'first_contract_year',
  'age_at_first_contract',
  'prior_games',
  'prior_accrued_seasons',
] as const;

interface PlayerFacts {
  id: number;
  age: number;
  status: string;
  season_year: number;
}

/**
 * Contracts and the cap (docs/decisions/043): each player's contract type and the season it began, the
 * career facts waivers and free agency read (estimated for players who arrived mid-career); a league's
 * contract settings (JSON; null: the NHL's); charges against a team's cap for
 * players no longer on it (buy-outs); the log of roster transactions; and waivers with their claims.
 */
export function contracts(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      const players = db.schema.alterTable('players');
      await players
        .addColumn('contract_type', 'varchar(16)', (c) => c.notNull().defaultTo('standard'))
        .execute();
      await players.addColumn('contract_signed_year', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await players.addColumn('first_contract_year', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await players.addColumn('age_at_first_contract', 'integer', (c) => c.notNull().defaultTo(20)).execute();
      await players.addColumn('prior_games', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await players.addColumn('prior_accrued_seasons', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('leagues').addColumn('contract_settings', 'text').execute();

      // Players already in leagues: their careers estimated from their age, as of their league's season.
      const { rows } = await sql<PlayerFacts>`
        select p.id, p.age, p.status, coalesce(s.start_year, l.start_year) as season_year
        from players p
        join leagues l on l.id = p.league_id
        left join seasons s on s.league_id = l.id and s.active = 1`.execute(db);
      for (const row of rows) {
        const career = estimatedCareerStart(row.age, row.status as PlayerStatus, row.season_year);
        await sql`update players set
            contract_type = ${career.ageAtFirstContract === row.age ? firstContractType(row.age) : 'standard'},
            contract_signed_year = ${row.season_year},
            first_contract_year = ${career.firstContractYear},
            age_at_first_contract = ${career.ageAtFirstContract},
            prior_games = ${career.priorGames},
            prior_accrued_seasons = ${career.priorAccruedSeasons}
          where id = ${row.id}`.execute(db);
      }

      await withId(db.schema.createTable('cap_charges'), kind)
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('player_id', 'integer', references('players.id', 'set null'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('first_year', 'integer', (c) => c.notNull())
        .addColumn('seasons', 'integer', (c) => c.notNull())
        .addColumn('charge_per_season', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cap_charges_team').on('cap_charges').columns(['team_id']).execute();

      await withId(db.schema.createTable('roster_transactions'), kind)
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', references('teams.id', 'set null'))
        .addColumn('player_id', 'integer', references('players.id', 'set null'))
        .addColumn('kind', 'varchar(24)', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('by_user_id', 'integer', references('users.id', 'set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('roster_transactions_league')
        .on('roster_transactions')
        .columns(['league_id', 'id'])
        .execute();

      await withId(db.schema.createTable('waivers'), kind)
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
        .addColumn('from_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('headed_to', 'varchar(8)', (c) => c.notNull())
        .addColumn('placed_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo('open'))
        .addColumn('claimed_by_team_id', 'integer', references('teams.id', 'set null'))
        .addColumn('resolved_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('waivers_league_state')
        .on('waivers')
        .columns(['league_id', 'state'])
        .execute();
      // One open waiver a player: placing him twice at once fails on this index.
      await db.schema
        .createIndex('waivers_one_open')
        .on('waivers')
        .column('player_id')
        .unique()
        .where(sql.ref('state'), '=', 'open')
        .execute();
      await db.schema
        .createTable('waiver_claims')
        .addColumn('waiver_id', 'integer', (c) => c.notNull().references('waivers.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('by_user_id', 'integer', references('users.id', 'set null'))
        .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('waiver_claims_pk', ['waiver_id', 'team_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('waiver_claims').execute();
      await db.schema.dropTable('waivers').execute();
      await db.schema.dropTable('roster_transactions').execute();
      await db.schema.dropTable('cap_charges').execute();
      await db.schema.alterTable('leagues').dropColumn('contract_settings').execute();
      for (const column of [...PLAYER_COLUMNS].reverse())
        await db.schema.alterTable('players').dropColumn(column).execute();
    },
  };
}
