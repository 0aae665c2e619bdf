import { defineScrolldexProject } from '@scrolldex/vitest-config';

export default defineScrolldexProject({ name: '@scrolldex/cli', testTimeout: 60_000 });
