import type { RecordState } from '../list/folder.js';
import { newerWins } from './newer-wins.js';

/** What to do with each record: fetch the server's copy, push ours, or forget ours for good. */
export type SyncDecision = { fetch: string[]; push: string[]; dropLocally: string[] };

export type SyncPlan = {
  lists: SyncDecision;
  /** Folders, the 'root' pseudo folder (top-level order) included. */
  folders: SyncDecision;
  /** Nothing differs: no sync call is needed. */
  inSync: boolean;
};

function byId(records: readonly RecordState[]): Map<string, RecordState> {
  return new Map(records.map((record) => [record.id, record]));
}

/**
 * The sync rule (newerWins), one record at a time: server newer: fetch;
 * local newer: push; equal times: nothing to do. A record only we
 * have is pushed, or dropped for good when it is soft-deleted (the server
 * has seen the deletion or never saw the record). A record only the server
 * has is fetched unless deleted there.
 */
export function decideRecords(local: readonly RecordState[], server: readonly RecordState[]): SyncDecision {
  const decision: SyncDecision = { fetch: [], push: [], dropLocally: [] };
  const remote = byId(server);
  const mine = byId(local);
  for (const record of mine.values()) {
    const theirs = remote.get(record.id);
    if (!theirs) {
      if (record.deleted) decision.dropLocally.push(record.id);
      else decision.push.push(record.id);
    } else {
      const winner = newerWins(record.updatedAt, theirs.updatedAt);
      if (winner === 'incoming') decision.fetch.push(record.id);
      else if (winner === 'held') decision.push.push(record.id);
    }
  }
  for (const record of remote.values()) {
    if (!mine.has(record.id) && !record.deleted) decision.fetch.push(record.id);
  }
  return decision;
}

function isEmpty(decision: SyncDecision): boolean {
  return decision.fetch.length === 0 && decision.push.length === 0 && decision.dropLocally.length === 0;
}

/** Decides a whole sync from local records and the server's states; the same rule for lists and folders. */
export function decideSync(
  local: { lists: readonly RecordState[]; folders: readonly RecordState[] },
  server: { listStates: readonly RecordState[]; folderStates: readonly RecordState[] },
): SyncPlan {
  const lists = decideRecords(local.lists, server.listStates);
  const folders = decideRecords(local.folders, server.folderStates);
  return { lists, folders, inSync: isEmpty(lists) && isEmpty(folders) };
}
