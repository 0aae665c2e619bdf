import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Browser tests against the built app on the real server. Each file connects to
// the run's one Chromium; files run in the root config's workers after the other
// projects' (tooling/vitest-config/browser-tests-last.js), while the global setup
// builds the app and starts the server in the background; each file waits for
// that (wait-for-server.ts). Each screen in one look (harness.ts); `pnpm test:looks`
// runs them in every look.
export default defineScrolldexProject({
  name: '@scrolldex/web-e2e',
  environment: 'node',
  include: ['**/*.e2e.ts'],
  globalSetup: ['./global-setup.ts'],
  setupFiles: ['./wait-for-server.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  provide: { allLooks: false },
});
