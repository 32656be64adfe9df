import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = __dirname;
/** A query built or written: Kysely's four verbs, or raw SQL. */
const RUNS_SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql</;

/** Where SQL belongs: a module's repo files (the ledger's included) and the database layer. */
function mayRunSql(path: string): boolean {
  return /(^|[/-])repo\.ts$/.test(path) || path.startsWith('db/');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('SQL lives in repo files', () => {
  const running = sourceFiles(root)
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter((path) => !mayRunSql(path) && RUNS_SQL.test(readFileSync(join(root, path), 'utf8')));

  it('knows a repo file and the database layer from the rest', () => {
    expect(mayRunSql('modules/trades/repo.ts')).toBe(true);
    expect(mayRunSql('modules/contracts/waivers-repo.ts')).toBe(true);
    expect(mayRunSql('modules/ledger/player-repo.ts')).toBe(true);
    expect(mayRunSql('modules/ledger/move-player.ts')).toBe(false);
    expect(mayRunSql('db/migrations/0001-initial.ts')).toBe(true);
    expect(mayRunSql('modules/trades/service.ts')).toBe(false);
    expect(mayRunSql('modules/repository/service.ts')).toBe(false);
    expect(RUNS_SQL.test("db.selectFrom('games')")).toBe(true);
    expect(RUNS_SQL.test('sql`select 1`')).toBe(true);
    expect(RUNS_SQL.test('selectFromCache()')).toBe(false);
  });

  it('finds no file that runs SQL outside a repo', () => {
    expect(running, 'move these queries into the module’s repo file').toEqual([]);
  });
});
