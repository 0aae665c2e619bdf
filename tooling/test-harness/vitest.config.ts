import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The test support's own checks (the folder-cycle finder).
export default defineScrolldexProject({ name: '@scrolldex/test-harness' });
