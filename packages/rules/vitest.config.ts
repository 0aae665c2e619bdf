import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The real game data comes from the root config's global setup (tooling/test-data), as `gameDataPath`.
export default defineScrolldexProject({ name: '@scrolldex/rules' });
