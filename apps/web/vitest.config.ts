import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Component and store tests in jsdom; the browser tests are the `e2e` project beside. The real game data comes
// from the root config's global setup (tooling/test-data), as `gameDataPath` and `smallGameDataPath`.
export default defineScrolldexProject({
  name: '@scrolldex/web',
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
  // Screen tests render real data, beside the browser tests' Chromium in `pnpm test`: seconds on a busy machine.
  testTimeout: 30_000,
  setupFiles: ['src/test/setup-testing-library.ts'],
});
