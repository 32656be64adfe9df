import { describe, expect, it } from 'vitest';
import { exportedNames, importedNames, importersThroughBarrels } from './barrel-importers';
import { LEAGUE_SHELL_CHUNK, leagueShellChunkName } from './league-shell-chunk';

const domain = '/app/packages/domain/src';
const src = '/app/apps/web/src';
const INDEX = `${domain}/index.ts`;
const TRADES_INDEX = `${domain}/trades/index.ts`;
const DATES = `${domain}/dates.ts`;
const TRADE_WORDS = `${domain}/trades/trade-words.ts`;
const USER = `${domain}/user.ts`;
const ENTRY = `${src}/main.tsx`;
const SCREENS = `${src}/app/screens.ts`;
const HOME = `${src}/features/leagues/home/league-home-page.tsx`;
const LOGIN = `${src}/features/auth/login-page.tsx`;

interface Node {
  importers: string[];
  code: string | null;
  dynamic?: boolean;
}

function graph(nodes: Record<string, Node>) {
  return {
    getModuleInfo(id: string) {
      const node = nodes[id];
      if (!node) return null;
      return {
        isEntry: id === ENTRY,
        importers: node.importers,
        dynamicImporters: node.dynamic ? [SCREENS] : [],
        code: node.code,
      };
    },
  };
}

/** The domain's index re-exporting dates, user and the trades folder's index; the entry and two screens. */
function app(homeCode: string, entryCode: string, loginCode = "import { z } from 'zod';") {
  return graph({
    [ENTRY]: { importers: [], code: entryCode },
    [SCREENS]: { importers: [ENTRY], code: '' },
    [HOME]: { importers: [], code: homeCode, dynamic: true },
    [LOGIN]: { importers: [], code: loginCode, dynamic: true },
    [INDEX]: { importers: [ENTRY, HOME, LOGIN], code: "export * from './dates';" },
    [TRADES_INDEX]: { importers: [INDEX], code: "export * from './trade-words';" },
    [DATES]: {
      importers: [INDEX],
      code: 'export const addDays = (d, n) => d;\nfunction local() {}\nexport { local as localDay };',
    },
    [TRADE_WORDS]: { importers: [TRADES_INDEX], code: 'export function tradeWords() {}' },
    [USER]: { importers: [INDEX], code: 'export const userSchema = {};' },
  });
}

describe('who uses a module of the domain package', () => {
  it('reads the names a module exports and the names a module imports', () => {
    expect(
      exportedNames(
        'export const a = 1; export async function b() {} export class C {} const d = 2; export { d as e, f };',
      ),
    ).toEqual(['a', 'b', 'C', 'e', 'f']);
    expect(
      importedNames("import { a, b as c, type T } from '@rinkside/domain';\nimport x, { y } from 'z';"),
    ).toEqual(new Set(['a', 'b', 'T', 'y']));
    expect(importedNames("import * as domain from '@rinkside/domain';")).toBe('all');
  });

  it("sees through the domain's indexes to the modules that import one of its names", () => {
    const g = app(
      "import { addDays, tradeWords } from '@rinkside/domain';",
      "import { userSchema } from '@rinkside/domain';",
    );
    expect(importersThroughBarrels(DATES, g)).toEqual([HOME]);
    expect(importersThroughBarrels(TRADE_WORDS, g)).toEqual([HOME]);
    expect(importersThroughBarrels(USER, g)).toEqual([ENTRY]);
  });

  it('counts a renamed export by its exported name, and a whole-module import as a use of everything', () => {
    const g = app("import { localDay } from '@rinkside/domain';", "import * as d from '@rinkside/domain';");
    expect(importersThroughBarrels(DATES, g).sort()).toEqual([ENTRY, HOME].sort());
  });

  it('takes every importer of an index when a module has no code to read', () => {
    const g = graph({
      [INDEX]: { importers: [ENTRY, HOME], code: "export * from './dates';" },
      [DATES]: { importers: [INDEX], code: null },
    });
    expect(importersThroughBarrels(DATES, g)).toEqual([INDEX]);
  });

  it("puts a domain module in the league shell's chunk unless the entry or a public page uses it", () => {
    const entry = "import { userSchema } from '@rinkside/domain';";
    expect(leagueShellChunkName(DATES, app("import { addDays } from '@rinkside/domain';", entry))).toBe(
      LEAGUE_SHELL_CHUNK,
    );
    expect(
      leagueShellChunkName(
        DATES,
        app("import { addDays } from '@rinkside/domain';", "import { addDays } from '@rinkside/domain';"),
      ),
    ).toBeNull();
    expect(
      leagueShellChunkName(
        DATES,
        app(
          "import { addDays } from '@rinkside/domain';",
          entry,
          "import { addDays } from '@rinkside/domain';",
        ),
      ),
    ).toBeNull();
  });
});
