import fp from 'fastify-plugin';

import { openDatabase, type AppDatabase } from '../db/open-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the server's SQLite file, migrated at start. */
    db: AppDatabase;
  }
}

export type DbPluginOptions = { databasePath: string };

/** Opens the database (running migrations) before any route is ready, and closes it with the server. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { databasePath }) => {
    const db = openDatabase(databasePath);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      db.$client.close();
    });
  },
  { name: 'scrolldex-db' },
);
