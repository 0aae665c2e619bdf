import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Component and store tests in jsdom; the browser tests are the `e2e` project beside.
export default defineScrolldexProject({
  name: '@scrolldex/web',
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
  // Store and screen tests on the real game data (converted once per run, path provided as `gameDataPath`).
  globalSetup: ['@scrolldex/test-harness/global-setup'],
});
