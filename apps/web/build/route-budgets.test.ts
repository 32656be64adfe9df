import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkFilesHolding, measureRoutes, readBuild, type RouteBytes, type WebBuild } from './initial-bytes';
import { buildWebInto } from './production-build';
import { ROUTE_ENTRIES } from './route-entries';

// Issue 12: the public pages load none of the league screens.
const LEAGUE_SCREENS = [
  'src/app/layouts/league-layout.tsx',
  'src/features/leagues/home/league-home-page.tsx',
  'src/features/lines/lines-page.tsx',
  'src/features/games/schedule/schedule-page.tsx',
  'src/features/stats/stats-page.tsx',
];

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// Bytes are deterministic: the same code builds to the same sizes, so a budget is a test (issue 12).
describe('first-load JavaScript of each route, in a fresh production build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'rinkside-web-budget-'));
  let build: WebBuild;
  let measured: RouteBytes[];

  beforeAll(() => {
    buildWebInto(outDir);
    build = readBuild(outDir);
    measured = measureRoutes(build, ROUTE_ENTRIES);
  }, 180_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it.each(ROUTE_ENTRIES.map((entry) => [entry.route, entry] as const))(
    '%s stays within its gzip budget',
    (route, entry) => {
      const bytes = measured.find((m) => m.route === route);
      expect(bytes, `${route} was not measured`).toBeDefined();
      const gzip = bytes?.js.gzip ?? Infinity;
      expect(
        gzip,
        `${route} loads ${kB(gzip)} of JavaScript (budget ${kB(entry.budgetGzipJs)}): ${bytes?.files.join(', ')}`,
      ).toBeLessThanOrEqual(entry.budgetGzipJs);
    },
  );

  it.each(
    ROUTE_ENTRIES.filter((entry) => entry.budgetFiles !== undefined).map(
      (entry) => [entry.route, entry] as const,
    ),
  )('%s stays within its budget of files', (route, entry) => {
    const files = (measured.find((m) => m.route === route)?.files ?? []).filter((file) =>
      file.endsWith('.js'),
    );
    expect(files.length, `${route} loads ${files.length} files: ${files.join(', ')}`).toBeLessThanOrEqual(
      entry.budgetFiles ?? 0,
    );
  });

  it('loads no league screen on a signed-out page', () => {
    const leagueFiles = LEAGUE_SCREENS.flatMap((module) => chunkFilesHolding(build, module));
    for (const page of measured.filter((m) => m.audience === 'signed out')) {
      expect(
        page.files.filter((file) => leagueFiles.includes(file)),
        page.route,
      ).toEqual([]);
    }
  });
});
