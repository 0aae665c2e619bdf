import { SOURCE_RESOLVE } from '@scrolldex/vitest-config';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** A run of the given projects: the test data made ready once before any of them (tooling/test-data), a worker per core. */
export function suiteConfig(projects: string[]): ViteUserConfig {
  return defineConfig({
    // The global setup imports the converter from its TypeScript sources.
    ...SOURCE_RESOLVE,
    test: {
      projects,
      globalSetup: ['./tooling/test-data/src/global-setup.ts'],
      // Vitest's default leaves a core to itself: on two cores, one file at a time. The browser tests run after
      // every other file, in a group of their own with a worker more (apps/web/e2e/vitest.config.ts), while their
      // server builds and starts in the background (apps/web/e2e/global-setup.ts).
      maxWorkers: '100%',
      reporters: ['default', './tooling/vitest-config/summary-reporter.js'],
    },
  });
}

// Every test of `pnpm test`. The server's PostgreSQL project runs the store behaviours, the two-instance races and two
// real servers on PostgreSQL (apps/server/vitest.postgres.config.ts). The rules' and the web's tests that replace a module run
// apart from the others, which share their worker's modules. The browser tests' screenshots in every look are
// `pnpm test:looks` (vitest.looks.config.ts).
// Vitest runs the projects' global setups one after another in this order (the globs' projects after the named ones),
// then the root's: the browser tests' comes before PostgreSQL's, so the app's build and the test data's conversion it
// starts in the background go on while the cluster starts.
export default suiteConfig([
  'packages/*',
  'packages/rules/vitest.isolated.config.ts',
  'apps/*',
  'apps/web/vitest.isolated.config.ts',
  'apps/web/e2e',
  'apps/server/vitest.postgres.config.ts',
  'tooling/*',
]);
