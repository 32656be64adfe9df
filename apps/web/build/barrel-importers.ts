// Who really uses a module of Rinkside's domain package: its importers, seeing through the package's index
// files (`export * from './dates'`). The app imports the domain by its index, which the entry imports as
// well, so the module graph alone says every domain module is the entry's; an index's importers are read
// for the names they import, and only those that name one of the module's exports use it.

/** An index of the domain package (or of one of its folders) that only re-exports. */
const BARREL = /[\\/]packages[\\/]domain[\\/]src[\\/](.+[\\/])?index\.ts$/;

export interface ModuleWithCode {
  importers: readonly string[];
  code?: string | null;
}

export interface GraphWithCode {
  getModuleInfo(id: string): ModuleWithCode | null;
}

/** The names a module's code exports of its own (declarations and `export { … }` lists). */
export function exportedNames(code: string): string[] {
  const declared = [
    ...code.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g),
  ].map((match) => match[1] ?? '');
  const listed = [...code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)].flatMap((match) =>
    (match[1] ?? '').split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return [...declared, ...listed].filter((name) => name !== '');
}

/**
 * Every name a module imports from anywhere, or 'all' when it takes a whole module (`import * as`,
 * `export * from`): a name asked of another module by the same name counts too, which only ever keeps a
 * module out of a chunk it could have joined.
 */
export function importedNames(code: string): Set<string> | 'all' {
  if (/import\s*\*\s*as\s|export\s*\*\s*from/.test(code)) return 'all';
  const names = new Set<string>();
  for (const match of code.matchAll(/(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g))
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  return names;
}

/**
 * The modules that use `moduleId`: its importers, where an index of the domain package stands for those of
 * its own importers (other indexes walked through) that import one of the module's exports. Without the
 * code to read, the index stands for all of them.
 */
export function importersThroughBarrels(moduleId: string, graph: GraphWithCode): string[] {
  const info = graph.getModuleInfo(moduleId);
  if (!info) return [];
  const barrels = info.importers.filter((id) => BARREL.test(id));
  if (barrels.length === 0 || typeof info.code !== 'string') return [...info.importers];
  const names = exportedNames(info.code);
  const users = new Set(info.importers.filter((id) => !BARREL.test(id)));
  const seen = new Set(barrels);
  for (let barrel = barrels.pop(); barrel !== undefined; barrel = barrels.pop()) {
    for (const importer of graph.getModuleInfo(barrel)?.importers ?? []) {
      if (BARREL.test(importer)) {
        if (!seen.has(importer)) {
          seen.add(importer);
          barrels.push(importer);
        }
        continue;
      }
      const code = graph.getModuleInfo(importer)?.code;
      const used = typeof code === 'string' ? importedNames(code) : 'all';
      if (used === 'all' || names.some((name) => used.has(name))) users.add(importer);
    }
  }
  return [...users];
}
