import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEAGUE_FILE_EXCLUDED } from './rinkside-excluded-tables';
import { LEAGUE_FILE_TABLES, hasGeneratedId } from './rinkside-tables';

// docs/decisions/086: every table of the database is in the league file or left out with a reason, so a
// table added later is either carried or a decision.

const SCHEMA = fileURLToPath(new URL('../../db/schema.ts', import.meta.url));

/** The table names the `Database` interface of schema.ts lists. */
function databaseTables(): string[] {
  const source = readFileSync(SCHEMA, 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((match) => match[1] ?? '');
}

describe('the league file’s tables', () => {
  const declared = LEAGUE_FILE_TABLES.map((declaration) => declaration.table as string);
  const excluded = Object.keys(LEAGUE_FILE_EXCLUDED);

  it('reads the database’s tables from schema.ts', () => {
    expect(databaseTables()).toContain('players');
    expect(databaseTables().length).toBeGreaterThan(50);
  });

  it('carries or leaves out, with a reason, every table of the database', () => {
    const missing = databaseTables().filter(
      (table) => !declared.includes(table) && !excluded.includes(table),
    );
    expect(missing, 'declare these in LEAGUE_FILE_TABLES or LEAGUE_FILE_EXCLUDED').toEqual([]);
  });

  it('names only tables that exist, each once, and never both carried and left out', () => {
    const tables = databaseTables();
    expect([...declared, ...excluded].filter((table) => !tables.includes(table))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.filter((table) => excluded.includes(table))).toEqual([]);
  });

  it('writes a row after every row it refers to, a row of its own table excepted', () => {
    LEAGUE_FILE_TABLES.forEach((declaration, index) => {
      const before = new Set(LEAGUE_FILE_TABLES.slice(0, index).map((earlier) => earlier.table as string));
      const targets = Object.values(declaration.refs).filter(
        (target) => target !== 'user' && target !== 'importer' && target !== declaration.table,
      );
      const parent = declaration.scope.kind === 'via' ? [declaration.scope.parent] : [];
      for (const target of [...targets, ...parent])
        expect(before.has(target), `${declaration.table} refers to ${target}`).toBe(true);
    });
  });

  it('refers only to tables whose rows get new ids', () => {
    const generated = new Set(
      LEAGUE_FILE_TABLES.filter(hasGeneratedId).map((declaration) => declaration.table),
    );
    for (const declaration of LEAGUE_FILE_TABLES)
      for (const target of Object.values(declaration.refs))
        if (target !== 'user' && target !== 'importer')
          expect(generated.has(target), `${declaration.table} → ${target}`).toBe(true);
  });
});
