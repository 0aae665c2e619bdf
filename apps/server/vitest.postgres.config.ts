import { defineScrolldexProject } from '@scrolldex/vitest-config';

// The server's integration tests again, on a PostgreSQL cluster the global setup starts (test/postgres.ts): the
// tests that touch the database, and the PostgreSQL-only ones (*.pg.test.ts).
export default defineScrolldexProject({
  name: '@scrolldex/server-postgres',
  testTimeout: 120_000,
  globalSetup: ['test/postgres-global-setup.ts'],
  include: [
    'src/routes/{auth,sync,share,billing,bcp,contract-answers,nul-characters,request-fuzz}.test.ts',
    'src/auth/{rate-limits,smtp-transport}.test.ts',
    'src/db/purge.test.ts',
    'src/app.test.ts',
    'src/routes/game-sync.test.ts',
    'src/routes/roster-sync.test.ts',
    'src/**/*.pg.test.ts',
  ],
});
