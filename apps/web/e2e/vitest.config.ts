import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Browser tests against the built app on the real server. Each file drives a
// Chromium of its own; files run beside the other projects' in the root config's
// workers, so the browser tests' waits leave the cores to the unit tests. Each
// screen in one look (harness.ts); `pnpm test:looks` runs them in every look.
export default defineScrolldexProject({
  name: '@scrolldex/web-e2e',
  environment: 'node',
  include: ['**/*.e2e.ts'],
  globalSetup: ['./global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  provide: { allLooks: false },
});
