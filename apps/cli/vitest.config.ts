import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The files of a worker share its modules (isolate: false): the converter and the engine are imported once per worker.
// A test that sets the environment puts it back after itself (vi.unstubAllEnvs).
export default defineScrolldexProject({ name: '@scrolldex/cli', testTimeout: 60_000, isolate: false });
