import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes the PostgreSQL migration that brings the database to src/db/pg/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/pg/schema.ts',
  out: './src/db/pg/migrations',
});
