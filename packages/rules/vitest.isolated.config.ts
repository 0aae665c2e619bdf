import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The rules' tests that replace a module (vi.mock), each file in a module graph of its own; the others share their
// worker's modules (vitest.config.ts beside), where a replaced module would leak into the next file or not take.
export default defineScrolldexProject({ name: '@scrolldex/rules-isolated', include: ['src/**/*.isolated.test.ts'] });
