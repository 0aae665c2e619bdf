// The data part rows this worker stored, with the release they are of and what
// they hold: the whole data's download that follows a first visit's army screen
// leaves the core and the army it stored as they are, rather than writing that
// megabyte again, and takes the core as it was checked rather than checking and
// copying it again. Another tab's writes are not seen here: parts of two
// releases are never joined (data/data-part-rows.ts), so the worst they cause is
// a download again.
import type { GameDataCore } from '@scrolldex/rules';

import { coreKey } from './data-part-rows';
import type { StoredDocument } from './db';

/** What names a data release: a commit and the schema version it was converted to. */
type Release = { source: { commit: string | null }; schemaVersion: number };

const stored = new Map<string, { release: string; document: unknown }>();

// Data without a commit (converted from a folder) is of no release: two such data sets may differ.
const releaseOf = ({ source, schemaVersion }: Release) => (source.commit === null ? null : `${source.commit}\n${schemaVersion}`);

/** Marks `rows` stored; what was kept of another release goes, so that at most one release's data is held here. */
export function markStored(rows: readonly StoredDocument[], release: Release): void {
  const name = releaseOf(release);
  for (const [key, entry] of stored) if (entry.release !== name) stored.delete(key);
  if (name === null) return;
  // Only the core is kept: the armies are not taken from here, and the whole data's are not held.
  for (const row of rows) stored.set(row.name, { release: name, document: row.name.startsWith(coreKey('')) ? row.document : null });
}

/** The rows of `release` this worker has not stored yet. */
export function notYetStored(rows: readonly StoredDocument[], release: Release): StoredDocument[] {
  const name = releaseOf(release);
  return rows.filter((row) => name === null || stored.get(row.name)?.release !== name);
}

/** The core of `ref`'s data this worker checked and stored, when it is of the release the unchecked `json` names. */
export function checkedCore(ref: string, json: unknown): GameDataCore | undefined {
  const { source, schemaVersion } = (json ?? {}) as { source?: { commit?: unknown }; schemaVersion?: unknown };
  if (typeof source?.commit !== 'string' || typeof schemaVersion !== 'number') return undefined;
  const entry = stored.get(coreKey(ref));
  return entry?.release === releaseOf({ source: { commit: source.commit }, schemaVersion }) ? (entry.document as GameDataCore) : undefined;
}

export function forgetStored(): void {
  stored.clear();
}
