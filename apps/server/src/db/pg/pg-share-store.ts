// The ShareStore on PostgreSQL. The unique segment hash makes one code per
// segment across instances: an insert that loses the race to another
// instance's inserts nothing, and the code is read back.
import { eq } from 'drizzle-orm';

import type { ShareStore } from '../stores.js';
import type { PgAppDatabase } from './open-pg-database.js';
import { shareLinks } from './schema.js';

export function createPgShareStore(db: PgAppDatabase): ShareStore {
  const storedCode = async (segmentHash: string) => {
    const [row] = await db.select({ code: shareLinks.code }).from(shareLinks).where(eq(shareLinks.segmentHash, segmentHash));
    return row?.code;
  };

  return {
    async codeFor(segment, segmentHash, newCode, at) {
      for (;;) {
        const stored = await storedCode(segmentHash);
        if (stored !== undefined) return stored;
        // Nothing inserted: the segment was stored meanwhile (read back above), or the code is taken (try another).
        const [inserted] = await db
          .insert(shareLinks)
          .values({ code: newCode(), segment, segmentHash, createdAt: at })
          .onConflictDoNothing()
          .returning({ code: shareLinks.code });
        if (inserted) return inserted.code;
      }
    },

    async segmentOf(code) {
      const [row] = await db.select({ segment: shareLinks.segment }).from(shareLinks).where(eq(shareLinks.code, code));
      return row?.segment;
    },
  };
}
