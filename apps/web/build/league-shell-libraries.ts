// The Mantine components and Tabler icons that only league screens import, the shell or its home among them,
// belong in the league shell's chunk too: left to the `lib` groups, each set of screens using a component got a
// file of its own, and a league page's first load fetched thirty-odd small files, a round trip each on a
// phone (docs/decisions/022). A library's module is reached through its package's index, which the app's entry
// imports as well, so the module graph alone cannot tell who uses it: the index's importers are read for the
// names they import from it.
import { LEAGUE_SHELL_CHUNK, leagueReach } from './league-shell-chunk.ts';

interface ModuleInfoWithCode {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  code: string | null;
}

interface ModuleGraphWithCode {
  getModuleInfo(id: string): ModuleInfoWithCode | null;
}

/** A library module's package index, and the name an importer asks that index for. */
const LIBRARY_EXPORTS: { module: RegExp; index: RegExp; specifier: string }[] = [
  {
    module: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]([A-Za-z]+)[\\/]/,
    index: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
    specifier: '@mantine/core',
  },
  {
    module: /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](Icon\w+)\.mjs$/,
    index: /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$/,
    specifier: '@tabler/icons-react',
  },
];

/** The names a module imports from a package (`import { A, B as C } from 'package'`). */
export function namesImported(code: string, specifier: string): string[] {
  const escaped = specifier.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&');
  const pattern = new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*["']${escaped}["']`, 'g');
  return [...code.matchAll(pattern)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.replace(/^type\s+/, '') ?? '',
      )
      .filter((name) => name !== ''),
  );
}

/**
 * LEAGUE_SHELL_CHUNK for a Mantine component's module (or a Tabler icon) that Rinkside imports only in
 * modules that league screens alone load, the shell's or the home's among them; otherwise null.
 */
export function leagueShellLibraryName(moduleId: string, graph: ModuleGraphWithCode): string | null {
  for (const library of LIBRARY_EXPORTS) {
    const name = library.module.exec(moduleId)?.[1];
    if (!name) continue;
    // Another library module that needs this one (a public page's nav link using a league-only collapse,
    // say) would make that page fetch the league shell's chunk for it.
    const libraryImporters = (graph.getModuleInfo(moduleId)?.importers ?? []).filter((id) =>
      /node_modules/.test(id),
    );
    const isBarrel = (id: string) => library.index.test(id) || /[\\/]index\.mjs$/.test(id);
    if (libraryImporters.some((id) => !isBarrel(id) && library.module.exec(id)?.[1] !== name)) return null;
    const users = usersOf(name, library, moduleId, graph);
    if (users.length === 0) return null;
    const reach = users.map((user) => leagueReach(user, graph));
    return reach.every((r) => r.mayShare) && reach.some((r) => r.firstLoad) ? LEAGUE_SHELL_CHUNK : null;
  }
  return null;
}

/** Rinkside's modules that import `name` from the library's index. */
function usersOf(
  name: string,
  library: (typeof LIBRARY_EXPORTS)[number],
  moduleId: string,
  graph: ModuleGraphWithCode,
): string[] {
  const index = findIndex(moduleId, library.index, graph);
  if (!index) return [];
  return (graph.getModuleInfo(index)?.importers ?? []).filter(
    (importer) =>
      !/node_modules/.test(importer) &&
      namesImported(graph.getModuleInfo(importer)?.code ?? '', library.specifier).includes(name),
  );
}

/** The package index above a library module, walking up its importers inside the package. */
function findIndex(moduleId: string, index: RegExp, graph: ModuleGraphWithCode): string | null {
  const seen = new Set<string>([moduleId]);
  const queue = [moduleId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (index.test(id)) return id;
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      if (!seen.has(importer) && /node_modules/.test(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return null;
}
