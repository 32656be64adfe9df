import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/ports';

const baseURL = `http://127.0.0.1:${E2E.appPort}`;
const runId = Date.now();

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
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
        LOGO_BASE_URL: `${baseURL}/no-logos`,
      },
    },
  ],
});
