import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_ROOT, measureRoutes, readBuild } from './initial-bytes';
import type { RouteEntry } from './route-entries';

// A built dist folder in miniature: an entry that imports a shared chunk statically, a page in a lazy chunk
// that imports another screen only dynamically. Each file's size is its own, so sums show what was counted.
const SIZES = { entry: 1000, shared: 200, page: 30, other: 4, entryCss: 5000, pageCss: 600 };

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function writeDist(): string {
  dist = mkdtempSync(join(tmpdir(), 'rinkside-initial-bytes-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const file = (name: string, bytes: number, sources?: string[]) => {
    writeFileSync(join(dist, 'assets', name), 'x'.repeat(bytes));
    // Source maps name their sources relative to the map, as Vite writes them.
    const relativeSources = sources?.map((s) => relative(join(dist, 'assets'), join(WEB_ROOT, s)));
    if (relativeSources)
      writeFileSync(join(dist, 'assets', `${name}.map`), JSON.stringify({ sources: relativeSources }));
  };
  file('index.js', SIZES.entry, ['src/main.tsx', 'src/app/router.tsx']);
  file('shared.js', SIZES.shared, ['src/lib/http.ts']);
  file('page.js', SIZES.page, ['src/features/pages/how-to-page.tsx']);
  file('other.js', SIZES.other, ['src/features/stats/stats-page.tsx']);
  file('index.css', SIZES.entryCss);
  file('page.css', SIZES.pageCss);
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/features/pages/how-to-page.tsx': {
      file: 'assets/page.js',
      isDynamicEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/features/stats/stats-page.tsx'],
      css: ['assets/page.css'],
    },
    'src/features/stats/stats-page.tsx': { file: 'assets/other.js', isDynamicEntry: true },
  };
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const route = (modules: string[]): RouteEntry => ({
  route: '/x',
  audience: 'signed out',
  modules,
  budgetGzipJs: 1,
  targetGzipJs: 1,
});

describe('the bytes a route fetches on its first load', () => {
  it('counts the entry, its static imports and the chunk holding the page, once each; not dynamic imports', () => {
    const [bytes] = measureRoutes(readBuild(writeDist()), [route(['src/features/pages/how-to-page.tsx'])]);
    expect(bytes?.js.raw).toBe(SIZES.entry + SIZES.shared + SIZES.page);
    expect(bytes?.css.raw).toBe(SIZES.entryCss + SIZES.pageCss);
    expect(bytes?.js.gzip).toBeLessThan(bytes?.js.raw ?? 0);
  });

  it('counts a page bundled into the entry as part of the entry', () => {
    const [bytes] = measureRoutes(readBuild(writeDist()), [route(['src/app/router.tsx'])]);
    expect(bytes?.js.raw).toBe(SIZES.entry + SIZES.shared);
  });

  it('refuses a module the build does not hold, rather than counting it as free', () => {
    const build = readBuild(writeDist());
    expect(() => measureRoutes(build, [route(['src/features/pages/gone-page.tsx'])])).toThrow(/gone-page/);
  });
});
