import { defineScrolldexProject } from '@scrolldex/vitest-config';

// `pnpm test:looks` (the root vitest.looks.config.ts): the browser tests in every look, phone and desktop, light and
// dark, with every picture, and the tests that only picture screens; a change to a screen runs it before it lands.
export default defineScrolldexProject({
  name: '@scrolldex/web-looks',
  environment: 'node',
  include: ['**/*.e2e.ts'],
  globalSetup: ['./global-setup.ts'],
  setupFiles: ['./wait-for-environment.ts'],
  // Several screens in four looks in one test.
  testTimeout: 240_000,
  hookTimeout: 180_000,
  provide: { allLooks: true },
});
