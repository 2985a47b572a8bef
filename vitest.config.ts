import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (rules, module, io, CLI, vectors; Node), `dom` (view and pages with
 * jsdom and @testing-library/dom), `e2e` (the production build in Debian's Chromium through
 * playwright-core; see tests/e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          globalSetup: ['tests/buildCli.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          include: ['tests/dom/**/*.test.ts'],
          environment: 'jsdom',
          testTimeout: 30_000,
          globalSetup: ['tests/buildCli.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/buildCli.ts', 'tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
