import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Browser tests against the built app on the real server. Each file connects to
// the run's one Chromium; the files run after the other projects' (a group of
// their own), while the global setup installs and starts Chromium, builds the app
// and starts the server in the background; each file waits for that
// (wait-for-environment.ts). Each screen in one
// look (harness.ts); `pnpm test:looks` runs them in every look.
export default defineScrolldexProject({
  name: '@scrolldex/web-e2e',
  environment: 'node',
  include: ['**/*.e2e.ts'],
  globalSetup: ['./global-setup.ts'],
  setupFiles: ['./wait-for-environment.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  provide: { allLooks: false },
  // A file waits on the server, the worker and Chromium's frames for part of its time: with three at once on the
  // two cores the others use that time. The whole of `pnpm test` on a quiet 2-core machine: 10m17 with two, 9m46 with
  // three (a clean clone each).
  maxWorkers: 3,
  // The files of a worker share its modules: each file's own would import Playwright's client again (about 0.9 s of
  // CPU a file, measured on six files at load 16-23). A file's state lives in its hooks (harness.ts useBrowser).
  isolate: false,
  groupOrder: 1,
});
