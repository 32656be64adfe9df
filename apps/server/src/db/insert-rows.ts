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
  const head = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values `;
  const perStatement = Math.max(1, Math.floor(MAX_VALUES / columns.length));
  for (let start = 0; start < fields.length; start += perStatement) {
    const chunk = fields.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      const marks: string[] = [];
      for (const column of columns) {
        values.push(row[column]);
        marks.push(postgres ? `$${values.length}` : '?');
      }
      tuples.push(`(${marks.join(', ')})`);
    }
    await db.executeQuery(CompiledQuery.raw(head + tuples.join(', '), values));
  }
}

/** Whether the row has exactly these columns, each with a value (Kysely leaves an undefined one out). */
function sameColumns(row: Record<string, unknown>, columns: readonly string[]): boolean {
  let count = 0;
  for (const key in row) {
    if (row[key] === undefined) return false;
    count += 1;
  }
  return count === columns.length && columns.every((column) => column in row);
}
