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

/**
 * Statements already written, by dialect, row count, table and columns: a season writes the same few
 * thousands of times. Text only, the same for every app, so one process keeps them for all.
 */
const statements = new Map<string, string>();
const STATEMENTS_KEPT = 200;

function statementFor(table: string, columns: readonly string[], rows: number, postgres: boolean): string {
  const key = `${postgres ? 'p' : 's'}:${rows}:${table}:${columns.join(',')}`;
  const known = statements.get(key);
  if (known !== undefined) return known;
  const tuples: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const marks = columns.map((_, i) => (postgres ? `$${row * columns.length + i + 1}` : '?'));
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
