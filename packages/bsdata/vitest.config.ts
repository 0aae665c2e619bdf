import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Conversion tests read the full real data set, so they get more time than unit tests.
export default defineScrolldexProject({ name: '@scrolldex/bsdata', testTimeout: 60_000 });
