// The ShareStore on SQLite: one short code per distinct import segment.
import { eq } from 'drizzle-orm';

import type { AppDatabase } from '../open-database.js';
import { shareLinks } from '../schema.js';
import type { ShareStore } from '../stores.js';
import { inWriteTransaction } from './transaction.js';

export function createSqliteShareStore(db: AppDatabase): ShareStore {
  return {
    codeFor: async (segment, segmentHash, newCode, at) =>
      inWriteTransaction(db, (tx) => {
        const stored = tx.select({ code: shareLinks.code }).from(shareLinks).where(eq(shareLinks.segmentHash, segmentHash)).get();
        if (stored) return stored.code;
        for (;;) {
          const candidate = newCode();
          const inserted = tx.insert(shareLinks).values({ code: candidate, segment, segmentHash, createdAt: at }).onConflictDoNothing().run();
          if (inserted.changes === 1) return candidate;
        }
      }),

    segmentOf: async (code) => db.select({ segment: shareLinks.segment }).from(shareLinks).where(eq(shareLinks.code, code)).get()?.segment,
  };
}
