import { defineScrolldexProject } from '@scrolldex/vitest-config';

export default defineScrolldexProject({
  name: '@scrolldex/rules',
  globalSetup: ['@scrolldex/test-harness/global-setup'],
});
