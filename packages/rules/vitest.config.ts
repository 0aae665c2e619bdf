import { defineScrolldexProject } from '@scrolldex/vitest-config';
import { configDefaults } from 'vitest/config';

// The real game data comes from the root config's global setup (tooling/test-data), as `gameDataPath`.
// The engine is pure, so the files of a worker share its modules (isolate: false): the engine and the real data are
// imported and read once per worker, not once per file, which took most of this project's time. A test that replaces
// a module (vi.mock) needs a module graph of its own: it is named `*.isolated.test.ts` and runs in
// vitest.isolated.config.ts beside.
export default defineScrolldexProject({
  name: '@scrolldex/rules',
  isolate: false,
  // Many tests read or check the whole real data: about a second each alone, five on a loaded two-core machine.
  testTimeout: 30_000,
  exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.ts'],
});
