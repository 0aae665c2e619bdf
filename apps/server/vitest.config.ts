import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Route tests convert the real data set (seconds per commit), so they get more time than unit tests.
export default defineScrolldexProject({ name: '@scrolldex/server', testTimeout: 120_000 });
