import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          setupFiles: ['../../vitest.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
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
        },
      },
    ],
  },
});
