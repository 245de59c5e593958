import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/aliases.ts';
import { linguiCatalogues } from './scripts/lingui-catalogues.ts';

export default defineConfig({
  plugins: [linguiCatalogues()],
  resolve: { alias: aliases },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): the unit and API files, each importing its
    // modules afresh, then ran one at a time. Two keep both cores busy (docs/PERFORMANCE.md, test suite).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'api/src/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A hang guard, not a speed check: a journey of several page loads takes 20-50 s on a quiet 2-core machine
          // and three times that when the shared host is busy (a whole-suite run of 39 min instead of 11).
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A page reacts in well under a second on a quiet machine, in several on a loaded 2-core one: a poll waits
          // for the page as long as a locator's waitFor does (Playwright's 30 s), not Vitest's 1 s default.
          expect: { poll: { timeout: 30_000 } },
          // Chromium against real servers (one of each per worker, e2e/global-setup.ts): after the faster projects,
          // two at a time (a third worker gains nothing on two cores: docs/PERFORMANCE.md, test suite).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
