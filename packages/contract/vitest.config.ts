import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The contract's schemas are pure values: the files of a worker share its modules (isolate: false), so zod and the
// schemas are imported once per worker, not once per file (most of this project's CPU).
export default defineScrolldexProject({ name: '@scrolldex/contract', isolate: false });
