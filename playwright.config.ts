import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/ports';
import { describeChromium, findChromium } from './scripts/find-chromium.mjs';

const baseURL = `http://127.0.0.1:${E2E.appPort}`;
const runId = Date.now();

const chromium = await findChromium();
if (!chromium.path) throw new Error(describeChromium(chromium));
// The runner loads this file, and so does each of its workers: say it once, and let the workers inherit
// the answer. `npm test` asks first and says it itself.
if (!process.env.RINKSIDE_CHROMIUM) console.log(describeChromium(chromium));
process.env.RINKSIDE_CHROMIUM = chromium.path;

// The same flags for every browser, whichever was found. @sparticuz/chromium's own list (chromium.args) is
// for serverless sandboxes (--single-process, --no-zygote, --disable-web-security, …): its binary drives fine
// under Playwright without them, and --disable-web-security would hide the very errors e2e tests look for.
const launchOptions = {
  executablePath: chromium.path,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};
const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: /plain-http\.spec\.ts$/ },
    {
      // The app under a name that is not localhost, over plain http, as on a home server's LAN address;
      // the browser resolves the name to loopback, so no traffic leaves this machine.
      name: 'plain-http',
      testMatch: /plain-http\.spec\.ts$/,
      use: {
        ...desktop,
        baseURL: `http://${E2E.plainHttpHost}:${E2E.appPort}`,
        launchOptions: {
          ...launchOptions,
          args: [...launchOptions.args, `--host-resolver-rules=MAP ${E2E.plainHttpHost} 127.0.0.1`],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${E2E.mailHttpPort}/mails`,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(E2E.mailSmtpPort), MAIL_SINK_HTTP_PORT: String(E2E.mailHttpPort) },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(E2E.appPort),
        HOST: '127.0.0.1',
        DATABASE_URL: `.e2e/rinkside-${runId}.db`,
        SMTP_URL: `smtp://127.0.0.1:${E2E.mailSmtpPort}`,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
