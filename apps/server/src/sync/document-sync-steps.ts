// The steps of a synced-document store (games, rosters) that are not SQL,
// shared by both dialects: the rows a push writes, and the ids an answer
// carries.
import { clampRecordTime } from './clamp-record-time.js';
import type { SyncedRow } from './sync-store-steps.js';

/** A record of its own table, synced whole: its id, its clock under `stamp`, and its deletion. */
type SyncedDocument<TStamp extends string> = { id: string; deleted: boolean; deletedAt: number | null } & Record<TStamp, number>;

/** The rows a push writes when they win, stamps clamped (a device with a wrong clock cannot outrank later edits). */
export function pushedDocumentRows<TStamp extends string, T extends SyncedDocument<TStamp>>(
  userId: string,
  documents: readonly T[],
  stamp: TStamp,
  now: number,
): SyncedRow[] {
  return documents
    .map((document) => clampRecordTime<TStamp, T>(document, stamp, now))
    .map((document) => ({
      userId,
      id: document.id,
      document: JSON.stringify(document),
      updatedAt: document[stamp],
      deleted: document.deleted,
      deletedAt: document.deletedAt,
    }));
}

/** The ids of the documents an answer carries: those asked for, and the stored copy of each conflict, once each. */
export function answeredIds(outdated: readonly string[], conflicts: readonly string[]): string[] {
  return [...new Set([...outdated, ...conflicts])];
}
