import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/ports';
import { describeChromium, findChromium } from './scripts/find-chromium.mjs';
import { SERVER_NODE_FLAGS } from './scripts/server-node-flags.mjs';

const baseURL = `http://127.0.0.1:${E2E.appPort}`;
const oidcIssuer = `http://127.0.0.1:${E2E.oidcPort}`;
// Set once by the runner and inherited by its workers, so a spec can reach the server's database file
// (e2e/support/server-db.ts).
const runId = process.env.E2E_RUN_ID ?? String(Date.now());
process.env.E2E_RUN_ID = runId;

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
  // Once, and Playwright reports the test as flaky when the retry passes (docs/decisions/050).
  retries: 1,
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
      command: 'npx tsx e2e/support/oidc-provider-server.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_PROVIDER_PORT: String(E2E.oidcPort), OIDC_APP_URL: baseURL },
    },
    {
      command: 'npx tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${E2E.mailHttpPort}/mails`,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(E2E.mailSmtpPort), MAIL_SINK_HTTP_PORT: String(E2E.mailHttpPort) },
    },
    {
      // The server as `npm start` runs it, with its Node.js options.
      command: `node ${SERVER_NODE_FLAGS.join(' ')} --import tsx apps/server/src/main.ts`,
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
        // Every spec's players register from 127.0.0.1, a few seconds apart: the production limit of 20 a
        // minute from one address stopped the specs after a fast run of them (the limit has its API test).
        REGISTRATION_RATE_LIMIT: '1000',
        // E-mailed notifications go out within seconds, not the production minute.
        MAIL_DIGEST_INTERVAL_SECONDS: '2',
        // Waivers whose time a spec has run out end within seconds.
        WAIVERS_INTERVAL_SECONDS: '2',
        // Contract offers whose time a spec has run out are decided within seconds.
        FREE_AGENCY_INTERVAL_SECONDS: '2',
        // The webhook spec's receiver listens on 127.0.0.1: the one internal address webhooks may reach here
        // (docs/decisions/057).
        WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32',
        // A real OpenID Connect provider on this machine: the social sign-in button (docs/decisions/042).
        OIDC_PROVIDERS: JSON.stringify([
          {
            name: 'rinkside-id',
            label: 'Rinkside ID',
            issuer: oidcIssuer,
            clientId: 'rinkside-e2e',
            clientSecret: 'rinkside-e2e-secret',
          },
        ]),
      },
    },
  ],
});
