import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tooling/*'],
    reporters: ['default', './tooling/vitest-config/summary-reporter.js'],
  },
});
