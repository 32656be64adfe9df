import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

export type MigrationDb = Kysely<unknown>;

/** An auto-incrementing integer primary key on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T>, kind: DatabaseKind) {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const references =
  (target: string, onDelete: 'cascade' | 'set null' = 'cascade') =>
  (column: ColumnDefinitionBuilder) =>
    column.references(target).onDelete(onDelete);
