import { importersThroughBarrels } from './barrel-importers.ts';

// One chunk for what the league shell and the league home need and no public page does: a league page
// fetched forty to fifty small files (docs/decisions/014, 022, 052); over HTTP/1.1 and a phone's latency each
// file costs a round trip on one of six connections.

/** The shell and its home: what a GM's first league page renders. */
const FIRST_LOAD =
  /src[\\/](app[\\/]layouts[\\/]league-layout|features[\\/]leagues[\\/]home[\\/]league-home-page)\.tsx$/;

/**
 * The screens that must never fetch the league shell's chunk: what a visitor who is not signed in sees (the
 * public pages, the account pages reached from a mail, the header and the app frame's lazy parts). Every
 * other screen is a league page, which always renders inside the shell, or a signed-in page around the
 * leagues (dashboard, inbox, profile, account settings, recruitments, league creation and the signed-in
 * header's own menu), whose GM is a click from a league: the shell's chunk costs them a few kB
 * once, where apart each module shared with them was a file of its own on a league page's first load
 * (docs/decisions/052).
 */
const SHELL_FREE =
  /src[\\/](features[\\/](auth|pages)[\\/]|app[\\/]pages[\\/]account-flows\.tsx?$|app[\\/]header[\\/](?!signed-in-account\.tsx$)|app[\\/]toast-stack\.tsx$)/;

function mayShareShell(screen: string): boolean {
  return /[\\/]apps[\\/]web[\\/]src[\\/]/.test(screen) && !SHELL_FREE.test(screen);
}

export const LEAGUE_SHELL_CHUNK = 'league-shell';

interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    code?: string | null;
  } | null;
}

/**
 * Which screens load a module of Rinkside's: the modules started by a dynamic import above it in the static
 * import graph, the domain package's indexes seen through (build/barrel-importers.ts). `mayShare`: all of them
 * may share the shell's chunk (league screens and the signed-in pages around them) and the app's entry does
 * not load it; `firstLoad`: the shell or the home is among them.
 */
export function leagueReach(moduleId: string, graph: ModuleGraph): { mayShare: boolean; firstLoad: boolean } {
  const outside = { mayShare: false, firstLoad: false };
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
      if (!mayShareShell(id)) return outside;
      if (FIRST_LOAD.test(id)) firstLoad = true;
    }
    for (const importer of importersThroughBarrels(id, graph)) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return { mayShare: true, firstLoad };
}

/**
 * The chunk a module of Rinkside's (its web app or its domain package) belongs in: the league shell's when
 * the screens that load it may all share it and include the shell or the home, and the app's entry does not
 * load it; otherwise none
 * (null: the module goes where the bundler would put it).
 */
export function leagueShellChunkName(moduleId: string, graph: ModuleGraph): string | null {
  // Rinkside's own code only. A library's module is reached through its package's index, which the app's
  // entry imports too: build/league-shell-libraries.ts sees through that index for Mantine and Tabler.
  if (/node_modules/.test(moduleId)) return null;
  const { mayShare, firstLoad } = leagueReach(moduleId, graph);
  return mayShare && firstLoad ? LEAGUE_SHELL_CHUNK : null;
}
