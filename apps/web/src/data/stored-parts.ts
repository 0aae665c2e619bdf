// The data part rows this worker stored, with the release they are of: the whole
// data's download that follows a first visit's army screen leaves the core and
// the army it stored as they are, rather than writing that megabyte again.
// Another tab's writes are not seen here: parts of two releases are never joined
// (data/data-part-rows.ts), so the worst they cause is a download again.
import type { GameDataIndex } from '@scrolldex/rules';

import type { StoredDocument } from './db';

const stored = new Map<string, string>();

const releaseOf = (index: GameDataIndex) => `${index.source.commit}\n${index.schemaVersion}`;

export function markStored(rows: readonly StoredDocument[], index: GameDataIndex): void {
  for (const row of rows) stored.set(row.name, releaseOf(index));
}

/** The rows of `index`'s release this worker has not stored yet. */
export function notYetStored(rows: readonly StoredDocument[], index: GameDataIndex): StoredDocument[] {
  return rows.filter((row) => stored.get(row.name) !== releaseOf(index));
}

export function forgetStored(): void {
  stored.clear();
}
