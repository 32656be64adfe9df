// Which Chromium the end-to-end tests drive: CHROMIUM_PATH if set; else a system Chromium or Chrome; else, on
// Linux x64, the one the @sparticuz/chromium dev dependency ships inside its package (unpacked into the temp
// folder on first use). Nothing is ever downloaded: `npm install` alone gives a machine a browser
// (docs/decisions/012).
import { accessSync, constants, statSync } from 'node:fs';

export const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const BUNDLED_PACKAGE = '@sparticuz/chromium';

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

async function unpackBundled() {
  const { default: chromium } = await import(BUNDLED_PACKAGE);
  return chromium.executablePath();
}

/**
 * @param {{
 *   env?: Record<string, string | undefined>,
 *   systemBrowsers?: readonly string[],
 *   platform?: string,
 *   arch?: string,
 *   isExecutable?: (path: string) => boolean,
 *   bundled?: () => Promise<string>,
 * }} [options] seams for tests; the defaults look at this machine
 * @returns {Promise<{ path: string, source: string } | { path: null, reason: string }>}
 */
export async function findChromium({
  env = process.env,
  systemBrowsers = SYSTEM_BROWSERS,
  platform = process.platform,
  arch = process.arch,
  isExecutable = isExecutableFile,
  bundled = unpackBundled,
} = {}) {
  // An explicit choice is never second-guessed: a wrong CHROMIUM_PATH fails rather than quietly using another.
  if (env.CHROMIUM_PATH) {
    return isExecutable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
      : { path: null, reason: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file.` };
  }
  const system = systemBrowsers.find((path) => isExecutable(path));
  if (system) return { path: system, source: 'the system browser' };

  const tried = `No CHROMIUM_PATH, and none of ${systemBrowsers.join(', ')} exists.`;
  const howTo = 'Install Chromium or Chrome, or set CHROMIUM_PATH to one.';
  // The package's binary is built for Linux x64 only.
  if (platform !== 'linux' || arch !== 'x64') {
    return {
      path: null,
      reason: `${tried} ${BUNDLED_PACKAGE} has no build for ${platform} ${arch}. ${howTo}`,
    };
  }
  try {
    return { path: await bundled(), source: `the npm package ${BUNDLED_PACKAGE}` };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      path: null,
      reason: `${tried} The npm package ${BUNDLED_PACKAGE} could not be used (${why}): run npm install. ${howTo}`,
    };
  }
}

/** One line for the test log: which browser, or why there is none. */
export function describeChromium(found) {
  return found.path
    ? `End-to-end tests: Chromium at ${found.path} (${found.source}).`
    : `End-to-end tests: no Chromium found. ${found.reason}`;
}
