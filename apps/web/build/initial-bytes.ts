// The JavaScript and CSS a route's first load fetches, read from a built dist folder: the entry chunk and
// everything it imports statically, plus the chunk(s) holding the route's own modules and their static
// imports. Chunks only imported dynamically (other screens, prefetched later) are not part of it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RouteEntry } from './route-entries';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface RouteBytes {
  route: string;
  audience: RouteEntry['audience'];
  budgetGzipJs: number;
  targetGzipJs: number;
  js: Bytes;
  css: Bytes;
  /** The files counted, relative to dist. */
  files: string[];
}

export const WEB_ROOT = resolve(import.meta.dirname, '..');

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No ${path}: build the web app with build.manifest on.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The manifest names a lazy chunk after the module that starts it, not after everything inside it: the
 * source map says which modules a chunk holds, so a page found anywhere (entry, shared or lazy chunk) counts.
 */
function chunksHolding(distDir: string, manifest: Manifest): Map<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const mapPath = join(distDir, `${chunk.file}.map`);
    // Generated code only (the chunk loader's runtime) gets no map.
    if (!existsSync(mapPath)) continue;
    const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; sourceRoot?: string };
    for (const source of map.sources) {
      const module = resolve(dirname(mapPath), map.sourceRoot ?? '', source);
      holders.set(module, [...(holders.get(module) ?? []), key]);
    }
  }
  if (holders.size === 0) throw new Error(`No source maps in ${distDir}: build the web app with them.`);
  return holders;
}

function staticClosure(manifest: Manifest, startKeys: readonly string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest imports ${key} but has no entry for it`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  startKeys.forEach(visit);
  return { js: [...js], css: [...css] };
}

export interface WebBuild {
  distDir: string;
  manifest: Manifest;
  /** The manifest key of index.html's script. */
  entry: string;
  /** Absolute source path → manifest keys of the chunks holding it. */
  holders: Map<string, string[]>;
}

export function readBuild(distDir: string): WebBuild {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const [entry] = entries;
  if (!entry || entries.length > 1)
    throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  return { distDir, manifest, entry, holders: chunksHolding(distDir, manifest) };
}

function chunkKeysHolding(build: WebBuild, module: string): string[] {
  const keys = build.holders.get(resolve(WEB_ROOT, module));
  // A stale route map must fail loudly, not measure a route as if its page cost nothing.
  if (!keys) throw new Error(`${module} is in no chunk of the build (moved or renamed?)`);
  return keys;
}

/** The files (relative to dist) of the chunks holding `module` (a path relative to apps/web). */
export function chunkFilesHolding(build: WebBuild, module: string): string[] {
  return chunkKeysHolding(build, module).map((key) => build.manifest[key]?.file ?? key);
}

/** Measures each route against one build; gzip at level 9, as precompressed files are. */
export function measureRoutes(build: WebBuild, routes: readonly RouteEntry[]): RouteBytes[] {
  const sizes = new Map<string, Bytes>();
  const sizeOf = (file: string): Bytes => {
    const known = sizes.get(file);
    if (known) return known;
    const content = readFileSync(join(build.distDir, file));
    const bytes = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    sizes.set(file, bytes);
    return bytes;
  };
  const total = (files: string[]): Bytes =>
    files
      .map(sizeOf)
      .reduce((sum, b) => ({ raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip }), { raw: 0, gzip: 0 });

  return routes.map((entry) => {
    const routeChunks = entry.modules.flatMap((module) => chunkKeysHolding(build, module));
    const { js, css } = staticClosure(build.manifest, [build.entry, ...routeChunks]);
    return {
      route: entry.route,
      audience: entry.audience,
      budgetGzipJs: entry.budgetGzipJs,
      targetGzipJs: entry.targetGzipJs,
      js: total(js),
      css: total(css),
      files: [...js, ...css],
    };
  });
}
