import { defineScrolldexProject } from '@scrolldex/vitest-config';

export default defineScrolldexProject({ name: '@scrolldex/contract' });
