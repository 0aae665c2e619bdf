// The BcpStateStore on PostgreSQL: the nonce is the primary key, so of two
// instances inserting one nonce at once, one inserts and the other waits for
// its commit and inserts nothing.
import type { BcpStateStore } from '../stores.js';
import type { PgAppDatabase } from './open-pg-database.js';
import { bcpSpentStates } from './schema.js';

export function createPgBcpStateStore(db: PgAppDatabase): BcpStateStore {
  return {
    async spend(nonce, expiresAt) {
      const inserted = await db.insert(bcpSpentStates).values({ nonce, expiresAt }).onConflictDoNothing().returning({ nonce: bcpSpentStates.nonce });
      return inserted.length === 1;
    },
  };
}
