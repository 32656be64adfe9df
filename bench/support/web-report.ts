// The tables bench:web prints: bytes per route beside its budget, Lighthouse scores beside the targets.
import type { RouteBytes } from '../../apps/web/build/initial-bytes';
import { LIGHTHOUSE_TARGETS } from '../../apps/web/build/route-entries';
import type { PageScores } from './lighthouse-run';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function printRoutes(routes: RouteBytes[]): void {
  console.log('\nFirst load of each route: the entry chunk, its static imports and the route’s own chunks');
  console.log(
    '(kB = 1,000 bytes; gzip at level 9. Budget: the ceiling npm test enforces; target: issue 12’s goal;',
  );
  console.log('both for JavaScript, gzip)\n');
  const header = ['route', 'visitor', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'budget', 'target', ''];
  const rows = routes.map((r) => [
    r.route,
    r.audience,
    kB(r.js.raw),
    kB(r.js.gzip),
    kB(r.css.raw),
    kB(r.css.gzip),
    `≤ ${kB(r.budgetGzipJs)}`,
    `≤ ${kB(r.targetGzipJs)}`,
    r.js.gzip > r.budgetGzipJs ? 'OVER BUDGET' : r.js.gzip > r.targetGzipJs ? 'over target' : 'ok',
  ]);
  printTable(header, rows);
}

export function printLighthouse(pages: PageScores[], runs: number): void {
  const { performance, accessibility } = LIGHTHOUSE_TARGETS;
  console.log(`\nLighthouse (mobile profile, simulated throttling), median of ${runs} run(s)`);
  console.log(`targets: performance ≥ ${performance}, accessibility ≥ ${accessibility}\n`);
  const header = ['page', 'path', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', ''];
  const rows = pages.map((p) => [
    p.page,
    p.path,
    String(p.performance),
    String(p.accessibility),
    seconds(p.fcpMs),
    seconds(p.lcpMs),
    `${p.tbtMs} ms`,
    p.performance >= performance && p.accessibility >= accessibility ? 'ok' : 'below target',
  ]);
  printTable(header, rows);
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  // Names left, numbers right.
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  rows.forEach((row) => console.log(line(row)));
}
