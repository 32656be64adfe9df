import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/072: a module's repo is its own. Other modules, and the server's files outside the modules
// (jobs, http, db, events), use it through the module's api.ts. This reads every source file of the server,
// tests included, and names each import of another module's repo.

const SRC = fileURLToPath(new URL('../', import.meta.url));
const MODULES = fileURLToPath(new URL('./', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);

/** A module's repo: `repo` or `<something>-repo`, with or without an extension. */
const REPO_FILE = /^(?:[\w-]+-)?repo(?:\.[jt]s)?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The module a path lies in (`leagues` for `modules/leagues/repo.ts`), or null outside the modules. */
function moduleOf(path: string): string | null {
  const inModules = relative(MODULES, path);
  if (inModules.startsWith('..')) return null;
  const parts = inModules.split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** Every module specifier the source names: `from '…'`, `import '…'` and `import('…')`. */
function specifiersIn(source: string): string[] {
  return [...source.matchAll(/\b(?:from|import)\s*\(?\s*(['"])([^'"\n]+)\1/g)].map((match) => match[2] ?? '');
}

/** The imports in the file at `path` of a repo of another module than its own. */
function repoImportsIn(path: string, source: string): string[] {
  const own = moduleOf(path);
  return specifiersIn(source).filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = resolve(dirname(path), specifier);
    const module = moduleOf(target);
    const name = target.split(sep).pop() ?? '';
    return module !== null && module !== own && REPO_FILE.test(name);
  });
}

describe('modules use each other through their api.ts', () => {
  it("finds an import of another module's repo, and lets its own repo, an api and a service be", () => {
    const trades = join(MODULES, 'trades', 'execute.ts');
    const job = join(SRC, 'jobs', 'job-steps', 'lease.ts');
    expect(repoImportsIn(trades, "import { findLeague } from '../leagues/repo';")).toEqual([
      '../leagues/repo',
    ]);
    expect(repoImportsIn(trades, "import type {\n  Db,\n  TeamRow,\n} from '../leagues/repo';")).toEqual([
      '../leagues/repo',
    ]);
    expect(repoImportsIn(trades, "import * as waivers from '../contracts/waivers-repo';")).toEqual([
      '../contracts/waivers-repo',
    ]);
    expect(repoImportsIn(trades, "export { findTeam } from '../leagues/repo';")).toEqual(['../leagues/repo']);
    expect(repoImportsIn(trades, "const repo = await import('../leagues/repo');")).toEqual([
      '../leagues/repo',
    ]);
    expect(repoImportsIn(job, "import type { Db } from '../../modules/leagues/repo';")).toEqual([
      '../../modules/leagues/repo',
    ]);
    expect(
      repoImportsIn(
        trades,
        [
          "import { listTrades } from './repo';",
          "import { findLeague } from '../leagues/api';",
          "import { getStandings } from '../stats/service';",
          "import { repairLineup } from '../desk/repair-lineup';",
          "import { z } from 'zod';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("finds no file of the server importing another module's repo", () => {
    // This file names such imports in its own cases above.
    const files = sourceFiles(SRC).filter((path) => path !== THIS_FILE);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      repoImportsIn(path, readFileSync(path, 'utf8')).map(
        (specifier) => `${relative(SRC, path)} imports ${specifier}`,
      ),
    );
    expect(found, "import the module's api.ts instead (add what you need to it)").toEqual([]);
  });
});

/** Each module's imports of other modules, from the server's own source files (tests aside). */
function moduleImports(files: readonly string[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const path of files) {
    const from = moduleOf(path);
    if (from === null || path.endsWith('.test.ts')) continue;
    for (const specifier of specifiersIn(readFileSync(path, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(path), specifier));
      if (to === null || to === from) continue;
      const targets = edges.get(from) ?? new Set<string>();
      targets.add(to);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** The pairs of modules that import each other, each once, in order: `a ↔ b`. */
function mutualPairs(edges: Map<string, Set<string>>): string[] {
  const pairs = new Set<string>();
  for (const [from, targets] of edges)
    for (const to of targets) if (edges.get(to)?.has(from)) pairs.add([from, to].sort().join(' ↔ '));
  return [...pairs].sort();
}

describe('no two modules depend on each other', () => {
  it('names a pair that imports both ways, once, and not a chain one way', () => {
    const edges = new Map([
      ['games', new Set(['playoffs', 'season-phase'])],
      ['playoffs', new Set(['games', 'season-phase'])],
      ['league-clock', new Set(['games'])],
    ]);
    expect(mutualPairs(edges)).toEqual(['games ↔ playoffs']);
  });

  it('finds no pair of server modules importing each other', () => {
    const files = sourceFiles(MODULES);
    const edges = moduleImports(files);
    expect(edges.get('league-clock')?.has('games')).toBe(true);
    expect(mutualPairs(edges), 'move the shared piece below both, or call one way only').toEqual([]);
  });
});
