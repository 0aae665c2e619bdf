import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'apps/web/e2e', 'tooling/*'],
    reporters: ['default', './tooling/vitest-config/summary-reporter.js'],
  },
});
