// One chunk for what the league shell and the league home need and no other kind of page does: a league
// page fetched about forty small files (docs/decisions/014); over HTTP/1.1 and a phone's latency each file
// costs a round trip on one of six connections.

/** The shell and its home: what a GM's first league page renders. */
const FIRST_LOAD =
  /src[\\/](app[\\/]layouts[\\/]league-layout|features[\\/]leagues[\\/]home[\\/]league-home-page)\.tsx$/;

/**
 * The screens that render outside the league shell: the public pages, the signed-in pages around the
 * leagues, the header's and the app frame's lazy parts. Every other screen of Rinkside's (the shell, its
 * phone drawer, and each league page, those added later included) only ever renders inside it: a module
 * they share with the shell costs them nothing more, since the shell is always loaded with them.
 */
const OUTSIDE_SHELL =
  /src[\\/](features[\\/](auth|pages|dashboard|messages|recruitments|profile|leagues[\\/]create)[\\/]|app[\\/](pages|header)[\\/]|app[\\/]toast-stack\.tsx$)/;

function insideShell(screen: string): boolean {
  return /[\\/]apps[\\/]web[\\/]src[\\/]/.test(screen) && !OUTSIDE_SHELL.test(screen);
}

export const LEAGUE_SHELL_CHUNK = 'league-shell';

interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/**
 * Which screens load a module of Rinkside's: the modules started by a dynamic import above it in the static
 * import graph. `leagueOnly`: all of them are league screens and the app's entry does not load it;
 * `firstLoad`: the shell or the home is among them.
 */
export function leagueReach(
  moduleId: string,
  graph: ModuleGraph,
): { leagueOnly: boolean; firstLoad: boolean } {
  const outside = { leagueOnly: false, firstLoad: false };
  const seen = new Set<string>([moduleId]);
  const queue = [moduleId];
  let firstLoad = false;
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    if (!info) return outside;
    // The app's entry (index.html's script) has no importer at all.
    const isEntry = info.isEntry || (info.importers.length === 0 && info.dynamicImporters.length === 0);
    if (isEntry) return outside;
    if (info.dynamicImporters.length > 0) {
      if (!insideShell(id)) return outside;
      if (FIRST_LOAD.test(id)) firstLoad = true;
    }
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return { leagueOnly: true, firstLoad };
}

/**
 * The chunk a module of Rinkside's belongs in: the league shell's when the screens that load it are all
 * league screens and include the shell or the home, and the app's entry does not load it; otherwise none
 * (null: the module goes where the bundler would put it).
 */
export function leagueShellChunkName(moduleId: string, graph: ModuleGraph): string | null {
  // Rinkside's own code only. A library's module is reached through its package's index, which the app's
  // entry imports too: build/league-shell-libraries.ts sees through that index for Mantine and Tabler.
  if (/node_modules/.test(moduleId)) return null;
  const { leagueOnly, firstLoad } = leagueReach(moduleId, graph);
  return leagueOnly && firstLoad ? LEAGUE_SHELL_CHUNK : null;
}
