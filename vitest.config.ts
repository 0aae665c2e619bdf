import { SOURCE_RESOLVE } from '@scrolldex/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The global setup imports the converter from its TypeScript sources.
  ...SOURCE_RESOLVE,
  test: {
    // The server runs its database tests a second time, on PostgreSQL.
    projects: ['packages/*', 'apps/*', 'apps/server/vitest.postgres.config.ts', 'apps/web/e2e', 'tooling/*'],
    // Once per run, before any project's tests: the pinned game data made ready (tooling/test-data) for every project.
    globalSetup: ['./tooling/test-data/src/global-setup.ts'],
    reporters: ['default', './tooling/vitest-config/summary-reporter.js'],
  },
});
