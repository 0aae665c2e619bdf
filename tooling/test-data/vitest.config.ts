import { defineScrolldexProject } from '@scrolldex/vitest-config';

// Git plumbing on temporary repositories, and one conversion check on the real data. No file replaces a module or
// keeps state in one, so the files of a worker share its modules (isolate: false): imported once, not once per file.
export default defineScrolldexProject({ name: '@scrolldex/test-data', testTimeout: 60_000, isolate: false });
