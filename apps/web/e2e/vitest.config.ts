import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Browser tests against the built app on the real server. One file at a time:
// each drives a Chromium, and the CI machine has two cores.
export default defineScrolldexProject({
  name: '@scrolldex/web-e2e',
  environment: 'node',
  include: ['**/*.e2e.ts'],
  globalSetup: ['./global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
});
