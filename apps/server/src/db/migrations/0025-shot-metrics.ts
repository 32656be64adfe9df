import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

// Written out rather than imported, so this migration stays as it ran.
const COUNTS = ['cf', 'ca', 'ff', 'fa', 'sf', 'sa', 'gf', 'ga', 'xgf_milli', 'xga_milli'];
/** For and against, all situations and (suffixed) 5-on-5; expected goals in thousandths. */
const SITUATIONS = [...COUNTS, ...COUNTS.map((c) => `${c}_5v5`)];
const SKATER = [...SITUATIONS, 'icf', 'iff', 'ixg_milli'];
const GOALIE = ['fa', 'ga', 'xga_milli'];
const TABLES = [
  ['team_game_stats', SITUATIONS],
  ['player_game_stats', SKATER],
  ['goalie_game_stats', GOALIE],
] as const;

/**
 * Each game's Corsi, Fenwick and expected goals (docs/decisions/051) beside its other stats rows, so a
 * season adds them up in SQL; expected goals are whole thousandths, exact when summed on either
 * database. Games stored earlier keep zeros, not filled in from their play-by-play (which has no
 * places or expected goals); their box scores still count their attempts whenever they are told.
 * `game_shots` holds every located attempt for the season shot maps of a team, its opponents or a
 * player, with as few indexes as those need: a season adds ~140,000 rows.
 */
export function shotMetrics(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      for (const [table, columns] of TABLES)
        for (const column of columns)
          await db.schema
            .alterTable(table)
            .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
            .execute();

      // Derived from the game's play-by-play and gone with it: its game is its only reference. A team's
      // season is read through team_game_stats' (season, team) index and this primary key.
      await db.schema
        .createTable('game_shots')
        .addColumn('game_id', 'integer', (c) => references('games.id')(c.notNull()))
        // The attempt's place in the game's play-by-play.
        .addColumn('event_index', 'integer', (c) => c.notNull())
        .addColumn('season_id', 'integer', (c) => c.notNull())
        .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
        // The shooting team and the player credited with the attempt.
        .addColumn('team_id', 'integer', (c) => c.notNull())
        .addColumn('shooter_id', 'integer', (c) => c.notNull())
        // Feet, in the shooting team's frame (packages/domain/src/rink/rink.ts).
        .addColumn('x', kind === 'postgres' ? 'double precision' : 'real', (c) => c.notNull())
        .addColumn('y', kind === 'postgres' ? 'double precision' : 'real', (c) => c.notNull())
        // 'G' goal, 'S' on goal, 'M' missed, 'B' blocked.
        .addColumn('kind', 'varchar(1)', (c) => c.notNull())
        .addColumn('xg_milli', 'integer', (c) => c.notNull())
        .addColumn('five_on_five', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('game_shots_pk', ['game_id', 'event_index'])
        .execute();
      await db.schema
        .createIndex('game_shots_shooter')
        .on('game_shots')
        .columns(['shooter_id', 'season_id', 'game_type'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('game_shots').execute();
      for (const [table, columns] of TABLES)
        for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
    },
  };
}
