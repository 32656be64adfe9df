// `npm test`: unit, API and component tests (vitest), then end-to-end tests in Chromium (Playwright),
// ending with one line that counts them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describeChromium, findChromium } from './find-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
// Not test-results/: Playwright empties that folder when it starts.
const out = join(root, '.test-report');
mkdirSync(out, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');
// A runner that does not run must not be counted from an earlier run's report.
for (const report of [vitestJson, playwrightJson]) rmSync(report, { force: true });
const vitest = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const chromium = await findChromium();
console.log(`\n${describeChromium(chromium)}`);
const build = chromium.path ? run('npm', ['run', 'build', '-w', '@rinkside/web']) : 1;
// The config would search again: hand it the answer, already reported.
const e2e =
  chromium.path && build === 0
    ? run('npx', ['playwright', 'test'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
        CHROMIUM_PATH: chromium.path,
        RINKSIDE_CHROMIUM: chromium.path,
      })
    : 1;

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const v = read(vitestJson);
const p = read(playwrightJson);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0);
// Passed on their retry (Playwright tells them apart; vitest counts them as passed and names them above).
const flaky = p?.stats?.flaky ?? 0;
const skipped = (v?.numPendingTests ?? 0) + (v?.numTodoTests ?? 0) + (p?.stats?.skipped ?? 0);
const ok = vitest === 0 && build === 0 && e2e === 0 && passed > 0;
if (!chromium.path) console.log(`\nThe end-to-end tests did not run. ${chromium.reason}`);
else if (!ok && failed === 0)
  console.log('\nA test runner or the web build failed before counting its tests (see above).');
// The last lines are what a CI log keeps: name every failed test there, with the start of its message.
const firstLine = (message) =>
  String(message ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';
const failures = [
  ...(v?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${file.name.replace(root, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  ),
  ...(v?.testResults ?? [])
    .filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0)
    .map((file) => `${file.name.replace(root, '')}: ${firstLine(file.message)}`),
];
const walk = (suite) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.ok
      ? []
      : [`${spec.file} › ${spec.title}: ${firstLine(spec.tests?.[0]?.results?.at(-1)?.error?.message)}`],
  ),
  ...(suite.suites ?? []).flatMap(walk),
];
failures.push(...(p?.suites ?? []).flatMap(walk));
if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((line) => `  ${line.slice(0, 400)}`).join('\n')}`);
const flakyNote = flaky > 0 ? ` (${flaky} end-to-end passed only on their retry)` : '';
console.log(`\nTests: ${passed} passed${flakyNote}, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
