// The BcpStateStore on SQLite: the nonce is the primary key, so a second
// insert of it inserts nothing, whichever connection to the file tries.
import type { AppDatabase } from '../open-database.js';
import { bcpSpentStates } from '../schema.js';
import type { BcpStateStore } from '../stores.js';

export function createSqliteBcpStateStore(db: AppDatabase): BcpStateStore {
  return {
    spend: async (nonce, expiresAt) => db.insert(bcpSpentStates).values({ nonce, expiresAt }).onConflictDoNothing().run().changes === 1,
  };
}
