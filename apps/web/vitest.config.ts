import { defineScrolldexProject } from '@scrolldex/vitest-config';
import { configDefaults } from 'vitest/config';

// Component and store tests in jsdom; the browser tests are the `e2e` project beside. The real game data comes
// from the root config's global setup (tooling/test-data), as `gameDataPath` and `smallGameDataPath`.
// The files of a worker share its jsdom and its modules (isolate: false): setting up jsdom and importing React, the
// router and the engine once per file took two thirds of this project's time. The setup file gives each file an empty
// page, web storage and IndexedDB, and puts back what a file changed on the window, navigator and document. A test
// that replaces a module (vi.mock), or needs fresh what a module keeps once per page, runs in a module graph of its
// own: it is named `*.isolated.test.tsx` and runs in vitest.isolated.config.ts beside.
export default defineScrolldexProject({
  name: '@scrolldex/web',
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/**/*.test.ts'],
  exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.{ts,tsx}'],
  isolate: false,
  // Screen tests render real data, beside the browser tests' Chromium in `pnpm test`: seconds on a busy machine.
  testTimeout: 30_000,
  setupFiles: ['src/test/setup-testing-library.ts'],
});
