import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The screen tests that replace a module (vi.mock), or that need what a module keeps once per page from its start
// (Stripe's script, loaded once), each file in a jsdom and a module graph of its own; the others share their
// worker's (vitest.config.ts beside), where a replaced module would leak into the next file or not take.
export default defineScrolldexProject({
  name: '@scrolldex/web-isolated',
  environment: 'jsdom',
  include: ['src/**/*.isolated.test.{ts,tsx}'],
  testTimeout: 30_000,
  setupFiles: ['src/test/setup-testing-library.ts'],
});
