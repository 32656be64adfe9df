import { describe, expect, it } from 'vitest';
import { LEAGUE_SHELL_CHUNK } from './league-shell-chunk';
import { leagueShellLibraryName, namesImported } from './league-shell-libraries';

const src = '/app/apps/web/src';
const nm = '/app/node_modules/@mantine/core/esm';
const INDEX = `${nm}/index.mjs`;
const ENTRY = `${src}/main.tsx`;
const SCREENS = `${src}/app/screens.ts`;
const LAYOUT = `${src}/app/layouts/league-layout.tsx`;
const HOME = `${src}/features/leagues/home/league-home-page.tsx`;
const STANDINGS = `${src}/features/stats/standings-page.tsx`;
const REGISTER = `${src}/features/auth/register-page.tsx`;
const PROGRESS = `${nm}/components/Progress/Progress.mjs`;
const PROGRESS_ROOT = `${nm}/components/Progress/ProgressRoot/ProgressRoot.mjs`;
const TABLE = `${nm}/components/Table/Table.mjs`;
const COLLAPSE = `${nm}/components/Collapse/Collapse.mjs`;
const NAV_LINK = `${nm}/components/NavLink/NavLink.mjs`;

const screens = [LAYOUT, HOME, STANDINGS, REGISTER];

/** A module graph from "importer -> imported" edges and each Rinkside module's imports from Mantine. */
function graph(edges: [string, string][], mantineNames: Record<string, string[]>) {
  const all: [string, string][] = [[ENTRY, SCREENS], ...edges];
  for (const module of Object.keys(mantineNames)) all.push([module, INDEX]);
  return {
    getModuleInfo(id: string) {
      const names = mantineNames[id];
      return {
        isEntry: id === ENTRY,
        importers: all.filter(([, to]) => to === id).map(([from]) => from),
        dynamicImporters: screens.includes(id) ? [SCREENS] : [],
        code: names ? `import { ${names.join(', ')} } from "@mantine/core";\n` : '',
      };
    },
  };
}

const library: [string, string][] = [
  [INDEX, PROGRESS],
  [PROGRESS, PROGRESS_ROOT],
  [INDEX, TABLE],
  [INDEX, NAV_LINK],
  [INDEX, COLLAPSE],
  [NAV_LINK, COLLAPSE],
];

describe("the league shell's libraries", () => {
  it('reads the names a module imports from a package', () => {
    expect(
      namesImported('import { Badge, Table as T, type MantineSize } from "@mantine/core";', '@mantine/core'),
    ).toEqual(['Badge', 'Table', 'MantineSize']);
    expect(namesImported("import { IconUsers } from '@tabler/icons-react';", '@mantine/core')).toEqual([]);
  });

  it('holds a component that only league screens import, the home among them, with its own parts', () => {
    const g = graph(library, { [HOME]: ['Progress', 'Table'], [STANDINGS]: ['Table'] });
    expect(leagueShellLibraryName(PROGRESS, g)).toBe(LEAGUE_SHELL_CHUNK);
    expect(leagueShellLibraryName(PROGRESS_ROOT, g)).toBe(LEAGUE_SHELL_CHUNK);
    expect(leagueShellLibraryName(TABLE, g)).toBe(LEAGUE_SHELL_CHUNK);
  });

  it('leaves out a component that a public page imports too, or only other league screens', () => {
    const g = graph(library, { [HOME]: ['Progress'], [REGISTER]: ['Progress'], [STANDINGS]: ['Table'] });
    expect(leagueShellLibraryName(PROGRESS, g)).toBeNull();
    expect(leagueShellLibraryName(TABLE, g)).toBeNull();
  });

  it('leaves out a component that another library component needs', () => {
    const g = graph(library, { [LAYOUT]: ['Collapse'], [REGISTER]: ['NavLink'] });
    expect(leagueShellLibraryName(COLLAPSE, g)).toBeNull();
  });
});
