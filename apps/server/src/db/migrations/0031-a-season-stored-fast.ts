import type { Kysely } from 'kysely';
import { type PackedShot, packShots, unpackShots } from '../../modules/games/shot-packing';
import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

// Games converted at a time: ~250 rows each, so a league of any size converts in bounded memory.
const GAMES_AT_A_TIME = 200;

// A type, not an interface, so that Kysely's withTables takes it.
type ShotRow = {
  game_id: number;
  event_index: number;
  season_id: number;
  game_type: 'regular' | 'playoff';
  team_id: number;
  shooter_id: number;
  x: number;
  y: number;
  kind: 'G' | 'S' | 'M' | 'B';
  xg_milli: number;
  five_on_five: number;
};
type PackRow = Pick<ShotRow, 'game_id' | 'team_id' | 'season_id' | 'game_type'> & { shots: Uint8Array };
type Tables = { game_shots: ShotRow; team_game_shots: PackRow };

/**
 * A season stored fast (docs/decisions/065): a game's located shot attempts, a row each in `game_shots`
 * (~110 a game), become one row per team and game in `team_game_shots`, the attempts packed in order of
 * play (shot-packing.ts). Every stored attempt is converted, then `game_shots` is dropped, all in one
 * transaction. `draft_picks` gets an index by player: the draft held at each rollover looks up, for
 * every pick, which prospects are taken. A player's game rows are indexed by player with his season and
 * goals (in place of 0026's by player alone): the news of each stored game sums its scorers' goals so
 * far from the index alone.
 */
export function seasonStoredFast(kind: DatabaseKind) {
  return {
    up: (db: MigrationDb) =>
      inOneTransaction(kind, db, async (trx) => {
        await createPacks(trx, kind);
        await convertGames(trx, 'game_shots', async (gameIds) => {
          const rows = await trx
            .selectFrom('game_shots')
            .selectAll()
            .where('game_id', 'in', gameIds)
            .orderBy('game_id')
            .orderBy('team_id')
            .orderBy('event_index')
            .execute();
          const packs = packsOf(rows);
          if (packs.length > 0) await trx.insertInto('team_game_shots').values(packs).execute();
        });
        await trx.schema.dropTable('game_shots').execute();
        await trx.schema.createIndex('draft_picks_player').on('draft_picks').column('player_id').execute();
        await trx.schema
          .createIndex('player_game_stats_player_goals')
          .on('player_game_stats')
          .columns(['player_id', 'season_id', 'goals'])
          .execute();
        await trx.schema.dropIndex('player_game_stats_player').execute();
      }),
    down: (db: MigrationDb) =>
      inOneTransaction(kind, db, async (trx) => {
        await trx.schema.dropIndex('draft_picks_player').execute();
        await trx.schema
          .createIndex('player_game_stats_player')
          .on('player_game_stats')
          .column('player_id')
          .execute();
        await trx.schema.dropIndex('player_game_stats_player_goals').execute();
        await createRows(trx, kind);
        await convertGames(trx, 'team_game_shots', async (gameIds) => {
          const packs = await trx
            .selectFrom('team_game_shots')
            .selectAll()
            .where('game_id', 'in', gameIds)
            .execute();
          const rows = packs.flatMap((pack) => unpackShots(pack.shots).map((shot) => rowOf(pack, shot)));
          for (let i = 0; i < rows.length; i += 500)
            await trx
              .insertInto('game_shots')
              .values(rows.slice(i, i + 500))
              .execute();
        });
        await trx.schema.dropTable('team_game_shots').execute();
      }),
  };
}

/** PostgreSQL migrations already run in a transaction; SQLite's do not. */
async function inOneTransaction(
  kind: DatabaseKind,
  db: MigrationDb,
  run: (db: Kysely<Tables>) => Promise<void>,
) {
  if (kind === 'postgres') await run(db.withTables<Tables>());
  else await db.transaction().execute((trx) => run(trx.withTables<Tables>()));
}

/** The rows of each team's game, grouped as they come (ordered by game, team and event). */
function packsOf(rows: readonly ShotRow[]): PackRow[] {
  const packs: PackRow[] = [];
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    const first = rows[start] as ShotRow;
    const row = rows[i];
    if (row && row.game_id === first.game_id && row.team_id === first.team_id) continue;
    const shots = rows.slice(start, i).map((r): PackedShot => ({
      eventIndex: r.event_index,
      shooterId: r.shooter_id,
      x: r.x,
      y: r.y,
      kind: r.kind,
      xgMilli: r.xg_milli,
      fiveOnFive: r.five_on_five === 1,
    }));
    const { game_id, team_id, season_id, game_type } = first;
    packs.push({ game_id, team_id, season_id, game_type, shots: packShots(shots) });
    start = i;
  }
  return packs;
}

const rowOf = (pack: PackRow, shot: PackedShot): ShotRow => ({
  game_id: pack.game_id,
  event_index: shot.eventIndex,
  season_id: pack.season_id,
  game_type: pack.game_type,
  team_id: pack.team_id,
  shooter_id: shot.shooterId,
  x: shot.x,
  y: shot.y,
  kind: shot.kind,
  xg_milli: shot.xgMilli,
  five_on_five: shot.fiveOnFive ? 1 : 0,
});

/** Calls `convert` with the ids of the games the table has rows of, a few hundred at a time, in order. */
async function convertGames(
  db: Kysely<Tables>,
  table: keyof Tables,
  convert: (gameIds: number[]) => Promise<void>,
) {
  let after = 0;
  for (;;) {
    const games = await db
      .selectFrom(table)
      .select('game_id')
      .distinct()
      .where('game_id', '>', after)
      .orderBy('game_id')
      .limit(GAMES_AT_A_TIME)
      .execute();
    const last = games.at(-1);
    if (!last) return;
    await convert(games.map((g) => g.game_id));
    after = last.game_id;
  }
}

async function createPacks(db: Kysely<Tables>, kind: DatabaseKind) {
  // Derived from the game's play-by-play and gone with it. A team's season is read through
  // team_game_stats' (season, team) index, a player's through player_game_stats', then this key.
  await db.schema
    .createTable('team_game_shots')
    .addColumn('game_id', 'integer', (c) => references('games.id')(c.notNull()))
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('shots', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_game_shots_pk', ['game_id', 'team_id'])
    .execute();
}

/** game_shots as migration 0025 made it. */
async function createRows(db: Kysely<Tables>, kind: DatabaseKind) {
  const real = kind === 'postgres' ? 'double precision' : 'real';
  await db.schema
    .createTable('game_shots')
    .addColumn('game_id', 'integer', (c) => references('games.id')(c.notNull()))
    .addColumn('event_index', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('shooter_id', 'integer', (c) => c.notNull())
    .addColumn('x', real, (c) => c.notNull())
    .addColumn('y', real, (c) => c.notNull())
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
}
