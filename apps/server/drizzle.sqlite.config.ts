import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes the SQLite migration that brings the database to src/db/schema.ts.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
