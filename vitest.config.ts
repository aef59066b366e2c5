import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { siteDefine } from './web/site-origin';

// Three projects: fast unit tests (server, lab, web components), integration tests (real lab + BFF over HTTP),
// and browser tests (built client in Debian's Chromium).
export default defineConfig({
  test: {
    onConsoleLog: () => undefined,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'lab/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        define: siteDefine(),
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          // Lazy routes and jsdom are slow on a busy 2-core machine; a user-level test may take a few seconds.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same integration files with the lab on the PostgreSQL server (scripts/test.ts runs it when one answers).
        test: {
          name: 'integration-postgres',
          // tests/scale: the lab on the server with Redis and BFF replicas (issue 16).
          include: ['tests/integration/**/*.test.ts', 'tests/scale/**/*.test.ts'],
          // The BFF before a documented-only lab (issue 22): what they test is the BFF's choice of calls, the same
          // on either database, so they run once, on the PGlite half.
          exclude: [
            'tests/integration/documented-*.test.ts',
            'tests/integration/lab-features*.test.ts',
            'tests/integration/journeys.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/support/global-setup-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
