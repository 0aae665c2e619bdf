import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The PostgreSQL-only tests (*.pg.test.ts), on a cluster the global setup starts (test/postgres.ts): the store
// behaviours every dialect keeps (db/store-behaviours.ts, also run on SQLite), what two instances on one database can
// race, and two real servers on PostgreSQL behind a proxy (multi-instance.pg.test.ts), which also proves the wiring:
// migrations at start, sign-up, sync round trips, rate limits and /health on PostgreSQL. The HTTP route suites run
// once, on SQLite: below the routes both dialects answer alike, which the store behaviours check.
// The files of a worker share its modules (isolate: false), as in the SQLite project (vitest.config.ts): each opens its
// own database, and importing drizzle, pg and the stores again for each file was most of this project's CPU.
export default defineScrolldexProject({
  name: '@scrolldex/server-postgres',
  testTimeout: 120_000,
  isolate: false,
  globalSetup: ['test/postgres-global-setup.ts'],
  include: ['src/**/*.pg.test.ts'],
});
