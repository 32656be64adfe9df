import { CompiledQuery, type Insertable, type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from './schema';

/** Values bound in one statement at most: well inside SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_VALUES = 30_000;

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Inserts rows that all have the same columns, as few multi-row statements as the bound values allow,
 * the SQL written here rather than built by Kysely (docs/decisions/065): a season stores ~100,000 stats
 * rows of ~40 columns each, and building each statement value by value took longer than running it.
 * Rows whose columns differ from the first row's go through Kysely as usual.
 */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = Object.keys(first);
  const fields = rows as readonly Record<string, unknown>[];
  if (!fields.every((row) => sameColumns(row, columns))) {
    await db.insertInto(table).values(rows).execute();
    return;
  }
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const perStatement = Math.max(1, Math.floor(MAX_VALUES / columns.length));
  for (let start = 0; start < fields.length; start += perStatement) {
    const chunk = fields.slice(start, start + perStatement);
    const values: unknown[] = [];
    for (const row of chunk) for (const column of columns) values.push(row[column]);
    await db.executeQuery(CompiledQuery.raw(statementFor(table, columns, chunk.length, postgres), values));
  }
}

/** Rows for one table, as `insertRows` takes them. */
export type TableRows = {
  [T in keyof Database & string]: { table: T; rows: readonly Insertable<Database[T]>[] };
}[keyof Database & string];

/**
 * Inserts the rows of several tables: on PostgreSQL in one statement (each table's insert but the last a
 * data-modifying `with`), one round trip instead of one a table, when every table's rows have the same
 * columns and their values fit one statement; otherwise, and always on SQLite (in the process, where a
 * statement costs no trip), as `insertRows` table by table, in the order given.
 */
export async function insertRowsOfTables(db: Kysely<Database>, tables: readonly TableRows[]): Promise<void> {
  const together = togetherOnPostgres(db, tables);
  if (together) {
    const last = together.parts.pop() ?? '';
    await db.executeQuery(CompiledQuery.raw(`${withClause(together.parts)} ${last}`, together.values));
    return;
  }
  for (const { table, rows } of tables)
    await insertRows(db, table, rows as readonly Insertable<Database[typeof table]>[]);
}

/**
 * On PostgreSQL, one statement: `lead` (a data-modifying statement with `returning`, its values bound as $1,
 * $2, …) and the tables' inserts, answering how many rows the lead returned. Null, having written nothing,
 * where they cannot go together (SQLite, or rows too many or unlike): the caller writes them its own way.
 */
export async function leadWithInsertedRows(
  db: Kysely<Database>,
  lead: { sql: string; parameters: readonly unknown[] },
  tables: readonly TableRows[],
): Promise<number | null> {
  const together = togetherOnPostgres(db, tables, lead.parameters);
  if (!together) return null;
  const statement = `${withClause([lead.sql, ...together.parts])} select count(*) as n from w0`;
  const { rows } = await db.executeQuery<{ n: number | string }>(
    CompiledQuery.raw(statement, together.values),
  );
  return Number(rows[0]?.n ?? 0);
}

const withClause = (parts: readonly string[]) =>
  `with ${parts.map((part, i) => `w${i} as (${part})`).join(', ')}`;

/** The tables' inserts for one PostgreSQL statement, their values after `before`; null where they cannot. */
function togetherOnPostgres(
  db: Kysely<Database>,
  tables: readonly TableRows[],
  before: readonly unknown[] = [],
): { parts: string[]; values: unknown[] } | null {
  const filled = tables.filter((t) => t.rows.length > 0);
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return null;
  if (filled.length + (before.length > 0 ? 1 : 0) < 2) return null;
  const columnsOf = filled.map((t) => Object.keys(t.rows[0] ?? {}));
  const count = filled.reduce(
    (sum, t, i) => sum + t.rows.length * (columnsOf[i]?.length ?? 0),
    before.length,
  );
  if (count > MAX_VALUES) return null;
  const alike = filled.every((t, i) =>
    (t.rows as readonly Record<string, unknown>[]).every((row) => sameColumns(row, columnsOf[i] ?? [])),
  );
  if (!alike) return null;
  const values: unknown[] = [...before];
  const parts = filled.map((t, i) => {
    const columns = columnsOf[i] ?? [];
    const part = statementFor(t.table, columns, t.rows.length, true, values.length);
    for (const row of t.rows as readonly Record<string, unknown>[])
      for (const column of columns) values.push(row[column]);
    return part;
  });
  return { parts, values };
}

/**
 * Statements already written, by dialect, row count, table and columns: a season writes the same few
 * thousands of times. Text only, the same for every app, so one process keeps them for all.
 */
const statements = new Map<string, string>();
const STATEMENTS_KEPT = 200;

function statementFor(
  table: string,
  columns: readonly string[],
  rows: number,
  postgres: boolean,
  /** PostgreSQL: the values bound before this statement's, in a statement of several inserts. */
  offset = 0,
): string {
  const key = `${postgres ? `p${offset}` : 's'}:${rows}:${table}:${columns.join(',')}`;
  const known = statements.get(key);
  if (known !== undefined) return known;
  const tuples: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const marks = columns.map((_, i) => (postgres ? `$${offset + row * columns.length + i + 1}` : '?'));
    tuples.push(`(${marks.join(', ')})`);
  }
  const statement = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values ${tuples.join(', ')}`;
  if (statements.size >= STATEMENTS_KEPT) statements.clear();
  statements.set(key, statement);
  return statement;
}

/** Whether the row has exactly these columns, each with a value (Kysely leaves an undefined one out). */
function sameColumns(row: Record<string, unknown>, columns: readonly string[]): boolean {
  let count = 0;
  // Rows built alike list their keys in the first row's order: then the count and the order settle it.
  let inOrder = true;
  for (const key in row) {
    if (row[key] === undefined) return false;
    if (key !== columns[count]) inOrder = false;
    count += 1;
  }
  return count === columns.length && (inOrder || columns.every((column) => column in row));
}
