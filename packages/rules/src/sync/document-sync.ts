import type { RecordState } from '../list/folder.js';
import { newerWins } from './newer-wins.js';

// How a sync answer is taken in, for the records synced whole by the lists'
// rule (games, rosters): only the name of each record's clock differs.

/** What the server answers a sync of such records: those asked for, every state after it, and the conflicts. */
export type DocumentSyncAnswer<T> = {
  documents: readonly T[];
  states: readonly RecordState[];
  /** Pushed records the server did not take although they were not older: it kept its own and sends it among `documents`. */
  conflicts: readonly string[];
};

/**
 * Takes a sync answer into the local records: a record from the server
 * replaces ours when newer, or when it is the server's copy of a conflict (a
 * tie keeps the stored copy, on both sides); a record changed here while the
 * call was out is newer and stays. Deleted records the server no longer holds
 * (it has seen the deletion, or purged it) go for good.
 */
export function applyDocumentSyncAnswer<T extends { id: string; deleted: boolean }>(
  records: readonly T[],
  answer: DocumentSyncAnswer<T>,
  stampOf: (record: T) => number,
): T[] {
  const conflicts = new Set(answer.conflicts);
  const byId = new Map(records.map((record) => [record.id, record]));
  for (const incoming of answer.documents) {
    const mine = byId.get(incoming.id);
    const winner = newerWins(mine === undefined ? undefined : stampOf(mine), stampOf(incoming));
    if (winner === 'incoming' || (winner === 'tie' && conflicts.has(incoming.id))) byId.set(incoming.id, incoming);
  }
  const known = new Set(answer.states.map((state) => state.id));
  return [...byId.values()].filter((record) => !record.deleted || known.has(record.id));
}
