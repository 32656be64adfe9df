import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { insertRows } from '../../db/insert-rows';
import type { Db } from '../leagues/api';
import type { ColumnFacts, DatabaseColumns } from './rinkside-file-checks';
import type { TableDeclaration, TableName } from './rinkside-tables';

// The league file's queries (docs/decisions/086), one set for every table: its declaration says how a row
// belongs to the league and what its key is.

/** The database seen without its table types: the file reads and writes tables by their names. */
/** Tables chosen by name at run time: every table, every column, values read as they come. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Db): AnyDb => db as unknown as AnyDb;

export type FileRow = Record<string, unknown>;

/**
 * The table's rows of the league after `after` (its key's values; null: from the first), at most `limit`,
 * in key order: a batch of a keyset walk, so no read holds the whole table. For a table whose rows belong
 * to the league through a parent, `readChildRows` reads them parent batch by parent batch instead.
 */
export async function readRowsAfter(
  db: Db,
  declaration: TableDeclaration,
  { leagueId, after, limit }: { leagueId: number; after: readonly unknown[] | null; limit: number },
): Promise<FileRow[]> {
  const { table, scope, key } = declaration;
  let query = loose(db).selectFrom(`${table} as t`).selectAll('t');
  query =
    scope.kind === 'league' ? query.where('t.id', '=', leagueId) : query.where('t.league_id', '=', leagueId);
  if (after) {
    const columns = key.map((column) => `t.${column}`);
    query =
      columns.length === 1
        ? query.where(columns[0] as string, '>', after[0])
        : // A row value as long as the key: (a, b) > (x, y), on SQLite and PostgreSQL alike.
          query.where(
            sql<boolean>`(${sql.join(columns.map((column) => sql.ref(column)))}) > (${sql.join([...after])})`,
          );
  }
  for (const column of key) query = query.orderBy(`t.${column}`);
  return (await query.limit(limit).execute()) as FileRow[];
}

/** The ids of a league's rows of `table` after `after`, at most `limit`, in order. */
export async function readLeagueIdsAfter(
  db: Db,
  table: TableName,
  { leagueId, after, limit }: { leagueId: number; after: number | null; limit: number },
): Promise<number[]> {
  let query = loose(db).selectFrom(table).select('id').where('league_id', '=', leagueId);
  if (after !== null) query = query.where('id', '>', after);
  const rows = (await query.orderBy('id').limit(limit).execute()) as { id: number }[];
  return rows.map((row) => row.id);
}

/** The rows of a table whose parent (by the declaration's column) is one of `parentIds`, in key order. */
export async function readChildRows(
  db: Db,
  declaration: TableDeclaration,
  parentIds: readonly number[],
): Promise<FileRow[]> {
  if (declaration.scope.kind !== 'via' || parentIds.length === 0) return [];
  let query = loose(db)
    .selectFrom(declaration.table)
    .selectAll()
    .where(declaration.scope.column, 'in', parentIds)
    .orderBy(declaration.scope.column);
  for (const column of declaration.key) query = query.orderBy(column);
  return (await query.execute()) as FileRow[];
}

/** Each league table's columns, and whether each may be null or has a default. */
export async function readTableColumns(db: Db): Promise<DatabaseColumns> {
  const tables = await db.introspection.getTables();
  return new Map(
    tables.map((table) => [
      table.name,
      new Map<string, ColumnFacts>(
        table.columns.map((column) => [
          column.name,
          { nullable: column.isNullable, hasDefault: column.hasDefaultValue || column.isAutoIncrementing },
        ]),
      ),
    ]),
  );
}

/**
 * `count` ids no other row of `table` has or will be given: taken from the table's sequence on PostgreSQL,
 * past the largest ever given on SQLite (whose writes are one at a time, inside this transaction).
 */
export async function reserveIds(trx: Db, table: TableName, count: number): Promise<number[]> {
  if (count === 0) return [];
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence(${table}, 'id'))::integer as id
      from generate_series(1, ${count})`.execute(trx);
    return rows.map((row) => row.id);
  }
  const { rows } = await sql<{ top: number | null }>`
    select max(coalesce((select max(id) from ${sql.table(table)}), 0),
               coalesce((select seq from sqlite_sequence where name = ${table}), 0)) as top`.execute(trx);
  const top = Number(rows[0]?.top ?? 0);
  return Array.from({ length: count }, (_, i) => top + 1 + i);
}

/** Writes rows of one table, all with the same columns. */
export async function insertFileRows(trx: Db, table: TableName, rows: readonly FileRow[]): Promise<void> {
  await insertRows(trx as Kysely<Database>, table, rows as never[]);
}

/** Sets one column of rows given by id: references to rows of the same table written after them. */
export async function setColumnById(
  trx: Db,
  table: TableName,
  column: string,
  values: readonly { id: number; value: number }[],
): Promise<void> {
  for (const { id, value } of values)
    await loose(trx)
      .updateTable(table)
      .set({ [column]: value })
      .where('id', '=', id)
      .execute();
}

/** The league's name, for the file's name and its envelope. */
export async function findLeagueName(db: Db, leagueId: number): Promise<string | null> {
  const row = await db.selectFrom('leagues').select('name').where('id', '=', leagueId).executeTakeFirst();
  return row?.name ?? null;
}

/** Every league's id, for a host's backup of all of them. */
export async function listLeagueIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('leagues').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** A user's id by username or e-mail, for the operator's import command. */
export async function findUserId(db: Db, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('username', '=', name), eb('email', '=', name)]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Whether the user exists (and is not deleted) on this host. */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
