import { defineConfig } from 'vitest/config';

// Tests against real servers, databases and a DOM under load retry a failure once (docs/decisions/050):
// the suite stays a gate for what is broken, not for a two-core machine's bad minute.
const RETRY_UNDER_LOAD = 1;

const SERVER_FILES_WITH_MOCKS = [
  'test/route-guard.test.ts',
  'test/league-access-walk.test.ts',
  'test/login-limits.test.ts',
];

export default defineConfig({
  test: {
    // The server's tests mostly wait (on the database, the mail sink, their own timers): four workers on
    // a two-core machine finish them in less than half the time two do (npm test's 20 minutes).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.ts'],
          setupFiles: ['../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'sim',
          root: 'packages/sim',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // Each file builds its own app on its own database, so files may share a worker's loaded modules:
        // the app's modules are imported once a worker instead of once a file (npm test's time, on two cores).
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: SERVER_FILES_WITH_MOCKS,
          isolate: false,
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          retry: RETRY_UNDER_LOAD,
        },
      },
      {
        // Files that replace a module (vi.mock) keep a worker of their own, so no other file sees the mock.
        test: {
          name: 'server-mocks',
          root: 'apps/server',
          include: SERVER_FILES_WITH_MOCKS,
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          retry: RETRY_UNDER_LOAD,
        },
      },
      {
        // The web app's build: its plugins and its byte budgets (which build the app, a few seconds). Node.
        test: {
          name: 'web-build',
          root: 'apps/web',
          include: ['build/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
          retry: RETRY_UNDER_LOAD,
        },
      },
    ],
  },
});
