// npm run bench:web [-- --json]: builds the web app, prints the JavaScript and CSS each public route and the
// league home fetch on their first load, then (when a Chromium is found) Lighthouse's mobile scores of the
// landing page and of a signed-in league home, served by a real server on a loopback port. Issue 12 targets.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { measureRoutes, readBuild, type RouteBytes } from '../apps/web/build/initial-bytes';
import { LIGHTHOUSE_TARGETS, ROUTE_ENTRIES } from '../apps/web/build/route-entries';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startBenchServer } from './support/bench-server';
import {
  launchChromium,
  runLighthouse,
  type LighthouseScores,
  type PageScores,
} from './support/lighthouse-run';
import { playHalfASeason, signedInLeague } from './support/signed-in-league';
import { printLighthouse, printRoutes } from './support/web-report';

const json = process.argv.includes('--json');
// Lighthouse's own advice: one run varies, the median of a few is what to compare.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const root = resolve(import.meta.dirname, '..');
// With --json, stdout carries the JSON alone: progress goes to stderr.
const say = (line: string) => (json ? console.error(line) : console.log(line));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  while (cleanups.length > 0)
    await cleanups
      .pop()?.()
      .catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

async function lighthouseScores(chromiumPath: string): Promise<PageScores[]> {
  const server = await startBenchServer();
  cleanups.push(server.stop);
  const league = await signedInLeague(server);
  const chromium = await launchChromium(chromiumPath);
  cleanups.push(chromium.close);
  const home = `/league/${league.leagueId}`;
  const results: PageScores[] = [];
  const measure = async (page: string, path: string, cookie?: string) => {
    const runs: LighthouseScores[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      say(`Lighthouse: ${page} (${path}), run ${run} of ${RUNS}…`);
      runs.push(await runLighthouse(`${server.baseUrl}${path}`, chromium, cookie));
    }
    const pick = (key: keyof LighthouseScores) => median(runs.map((r) => r[key]));
    results.push({
      page,
      path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
    });
  };
  await measure('landing', '/');
  await measure('league home', home, league.cookie);
  // Most days a GM opens a league whose season is under way: its lists are long, the home shows a few rows.
  say('Playing half a season…');
  const played = await playHalfASeason(server, league);
  await measure(`league home, ${played} games in`, home, league.cookie);
  return results;
}

async function main() {
  say('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@rinkside/web', '--', '--manifest'], {
    cwd: root,
    stdio: ['ignore', json ? process.stderr : 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error('The web build failed (see above)');
  const routes: RouteBytes[] = measureRoutes(readBuild(resolve(root, 'apps/web/dist')), ROUTE_ENTRIES);
  if (!json) printRoutes(routes);

  const chromium = await findChromium();
  let lighthouse: PageScores[] | { skipped: string };
  if (chromium.path === null) {
    lighthouse = { skipped: chromium.reason };
  } else {
    say(`\nChromium at ${chromium.path} (${chromium.source}).`);
    lighthouse = await lighthouseScores(chromium.path);
    await cleanUp();
  }

  if (json) {
    console.log(
      JSON.stringify({ routes, lighthouse, targets: LIGHTHOUSE_TARGETS, lighthouseRuns: RUNS }, null, 2),
    );
  } else if (Array.isArray(lighthouse)) {
    printLighthouse(lighthouse, RUNS);
  } else {
    console.log(`\nLighthouse did not run: ${lighthouse.skipped}`);
  }
}

try {
  await main();
} catch (error) {
  await cleanUp();
  console.error(error);
  process.exitCode = 1;
}
