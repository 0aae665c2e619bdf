import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Git plumbing on temporary repositories, and one conversion check on the real data.
export default defineScrolldexProject({ name: '@scrolldex/test-data', testTimeout: 60_000 });
