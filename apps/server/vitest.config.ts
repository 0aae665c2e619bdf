import { defineScrolldexProject } from '@scrolldex/vitest-config';
import { configDefaults, mergeConfig } from 'vitest/config';

// Route tests convert the real data set (seconds per commit), so they get more time than unit tests, and so do their
// beforeAll hooks (an app built and an account signed up: past Vitest's 10 s on a loaded machine). The
// PostgreSQL-only tests (*.pg.test.ts) run in vitest.postgres.config.ts, which starts the cluster they need.
// The files of a worker share its modules (isolate: false): each builds its own app and database, and importing
// Fastify, drizzle and the converter once per file took most of this project's time.
export default mergeConfig(defineScrolldexProject({ name: '@scrolldex/server', testTimeout: 120_000, hookTimeout: 120_000, isolate: false }), {
  test: { exclude: [...configDefaults.exclude, '**/*.pg.test.ts'] },
});
