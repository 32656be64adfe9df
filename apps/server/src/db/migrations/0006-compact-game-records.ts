import type { SimulationData } from '@rinkside/domain';
import { type Kysely, sql } from 'kysely';
import { decodeGame, encodeSimulation } from '../../modules/games/game-record-codec';
import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

// Rows read at a time: about 11 MB of old JSON, so a league of any size converts in bounded memory.
const BATCH = 100;

// A type, not an interface, so that Kysely's withTables takes it.
type Tables = {
  game_simulations: { game_id: number; data: string };
  game_records: { game_id: number; record: Uint8Array };
};

/**
 * Each game's play-by-play stored compactly (docs/decisions/021): `game_simulations.data`, the JSON
 * text of SimulationData, becomes `game_simulations.record`, the bytes of game-record-codec.ts.
 * The games are copied into a new table a batch at a time, each checked to read back as the same
 * JSON text, then the old table is dropped and the new one takes its name: dropping frees the old JSON
 * at once on both databases, where rewriting rows in place would leave it behind as dead space.
 * It all happens in one transaction, so a failure leaves the old table as it was.
 */
export function compactGameRecords(kind: DatabaseKind) {
  return {
    up: (db: MigrationDb) => inOneTransaction(kind, db, (trx) => convert(trx, kind)),
    down: (db: MigrationDb) => inOneTransaction(kind, db, (trx) => convertBack(trx, kind)),
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

async function convert(db: Kysely<Tables>, kind: DatabaseKind) {
  await createTable(db, 'game_records', 'record', kind === 'postgres' ? 'bytea' : 'blob');
  await copyGames(db, 'game_simulations', async (rows) => {
    const values = rows.map((r) => ({ game_id: r.game_id, record: compact(r.game_id, r.data) }));
    await db.insertInto('game_records').values(values).execute();
  });
  await db.schema.dropTable('game_simulations').execute();
  await db.schema.alterTable('game_records').renameTo('game_simulations').execute();
  if (kind === 'postgres') await renameConstraints(db, 'game_records', 'game_simulations');
}

/** PostgreSQL names a table's constraints after it: they follow the table's new name. */
async function renameConstraints(db: Kysely<Tables>, from: string, to: string) {
  for (const suffix of ['pkey', 'game_id_fkey']) {
    const [before, after] = [sql.ref(`${from}_${suffix}`), sql.ref(`${to}_${suffix}`)];
    await sql`ALTER TABLE ${sql.table(to)} RENAME CONSTRAINT ${before} TO ${after}`.execute(db);
  }
}

/** The old row's game, compacted; refuses one that would not read back as the same SimulationData. */
function compact(gameId: number, json: string): Uint8Array {
  try {
    const data = JSON.parse(json) as SimulationData;
    const record = encodeSimulation(data);
    if (JSON.stringify(decodeGame(record)) !== JSON.stringify(data)) throw new Error('it reads back changed');
    return record;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Game ${gameId}'s play-by-play cannot be stored compactly (${reason}); nothing was converted`,
    );
  }
}

async function convertBack(db: Kysely<Tables>, kind: DatabaseKind) {
  await db.schema.alterTable('game_simulations').renameTo('game_records').execute();
  if (kind === 'postgres') await renameConstraints(db, 'game_simulations', 'game_records');
  await createTable(db, 'game_simulations', 'data', 'text');
  await copyGames(db, 'game_records', async (rows) => {
    const values = rows.map((r) => ({ game_id: r.game_id, data: JSON.stringify(decodeGame(r.record)) }));
    await db.insertInto('game_simulations').values(values).execute();
  });
  await db.schema.dropTable('game_records').execute();
}

async function createTable(
  db: Kysely<Tables>,
  table: string,
  column: string,
  type: 'text' | 'bytea' | 'blob',
) {
  await db.schema
    .createTable(table)
    .addColumn('game_id', 'integer', (c) => references('games.id')(c.primaryKey()))
    .addColumn(column, type, (c) => c.notNull())
    .execute();
}

/** Calls `write` with every row of the table, a batch at a time, in game order. */
async function copyGames<T extends keyof Tables>(
  db: Kysely<Tables>,
  table: T,
  write: (rows: Tables[T][]) => Promise<void>,
) {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom(table as keyof Tables)
      .selectAll()
      .where('game_id', '>', after)
      .orderBy('game_id')
      .limit(BATCH)
      .execute()) as Tables[T][];
    const last = rows.at(-1);
    if (!last) return;
    await write(rows);
    after = last.game_id;
  }
}
