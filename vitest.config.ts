import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The server runs its database tests a second time, on PostgreSQL.
    projects: ['packages/*', 'apps/*', 'apps/server/vitest.postgres.config.ts', 'apps/web/e2e', 'tooling/*'],
    reporters: ['default', './tooling/vitest-config/summary-reporter.js'],
  },
});
