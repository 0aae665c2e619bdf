// The sync of records kept whole, one row each, with the account (games,
// Path to Glory rosters), by the lists' rule: ask the server what it holds,
// let the engine decide per record (newer wins), send ours and ask for theirs
// in calls within SYNC_LIMITS, and take the answers in. Afterwards each
// record's synced stamp says what the server holds of it, so a record still
// to send counts as unsynced on its own. Failures are logged only; a local
// record is never lost. A record over the server's limits is kept back, and
// the player told, so that it never fails the sync of the others.
// data/game-sync.ts and data/roster-sync.ts name what differs.
import { SYNC_LIMITS } from '@scrolldex/contract';
import type { DocumentSyncAnswer, RecordState, SyncDecision } from '@scrolldex/rules';
import type { z } from 'zod';

import type { RefusedRecord } from './list-sync';
import type { SyncOutcome } from './sync-resource';

/** The records of one owner as the app holds them, with what the account's server holds of each (its stamp). */
export type DocumentShelf<T> = { items: readonly T[]; synced: Readonly<Record<string, number>> };

/** One call: records to push, ids to fetch. */
export type DocumentCall<T> = { push: T[]; fetch: string[] };

/** What differs between the kinds of records. */
export type DocumentKind<T extends { id: string }> = {
  /** For the log: 'games', 'rosters'. */
  name: string;
  /** The contract's schema of one record of a sync body, with the server's limits. */
  limits: z.ZodType;
  /** The record as the player knows it, for a message. */
  labelOf: (record: T) => string;
  /** The records one call may push, and ids it may fetch. */
  perCall: number;
  decide: (records: readonly T[], server: readonly RecordState[]) => SyncDecision;
  apply: (records: readonly T[], answer: DocumentSyncAnswer<T>) => T[];
};

export type DocumentSyncDeps<T> = {
  /** The records of the account being synced; throws when another owner's are shown now. */
  read: () => DocumentShelf<T>;
  /** Sync's own write; false when it was refused (another owner's records are shown now). */
  write: (shelf: DocumentShelf<T>) => boolean;
  getStates: () => Promise<readonly RecordState[]>;
  sync: (call: DocumentCall<T>) => Promise<DocumentSyncAnswer<T>>;
  /** Told of the records this sync kept back because the server would refuse them. */
  onRefused?: (records: RefusedRecord[]) => void;
};

/** Room left in a body for everything but the records' own JSON. */
const BODY_MARGIN_BYTES = 64 * 1024;

/** The records the server takes, and those its limits refuse: one refused record would fail the whole call. */
function splitByLimits<T extends { id: string }>(kind: DocumentKind<T>, records: readonly T[]): { taken: T[]; refused: RefusedRecord[] } {
  const taken: T[] = [];
  const refused: RefusedRecord[] = [];
  for (const record of records) {
    const checked = kind.limits.safeParse(record);
    if (checked.success) taken.push(record);
    else refused.push({ id: record.id, name: kind.labelOf(record), reason: `${(checked.error.issues[0]?.message ?? 'Invalid').replace(/\.$/, '')}.` });
  }
  return { taken, refused };
}

/** The calls of one sync: records to push in bodies under the server's count and size limits, ids to fetch beside them. */
export function documentSyncCalls<T>(push: readonly T[], fetch: readonly string[], perCall: number): DocumentCall<T>[] {
  const pushes: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const record of push) {
    const size = JSON.stringify(record).length;
    if (batch.length > 0 && (batch.length === perCall || bytes + size > SYNC_LIMITS.syncBodyBytes - BODY_MARGIN_BYTES)) {
      pushes.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(record);
    bytes += size;
  }
  if (batch.length > 0) pushes.push(batch);
  const fetches: string[][] = [];
  for (let start = 0; start < fetch.length; start += perCall) fetches.push(fetch.slice(start, start + perCall));
  return Array.from({ length: Math.max(pushes.length, fetches.length) }, (_, index) => ({ push: pushes[index] ?? [], fetch: fetches[index] ?? [] }));
}

/** What the server holds of each local record, from its states after the exchange. */
function syncedStamps<T extends { id: string }>(records: readonly T[], states: readonly RecordState[]): Record<string, number> {
  const held = new Map(states.map((state) => [state.id, state.updatedAt]));
  return Object.fromEntries(records.flatMap((record) => (held.has(record.id) ? [[record.id, held.get(record.id)!]] : [])));
}

function sameShelf<T>(a: DocumentShelf<T>, b: DocumentShelf<T>): boolean {
  const keys = Object.keys(a.synced);
  return (
    a.items.length === b.items.length &&
    a.items.every((record, index) => b.items[index] === record) &&
    keys.length === Object.keys(b.synced).length &&
    keys.every((id) => a.synced[id] === b.synced[id])
  );
}

/**
 * One sync. Nothing is sent when every record matches. The answers are taken
 * into the records as they are when the last answer arrives, the newer copy
 * of each winning, so a change made meanwhile stays; it still counts as
 * unsynced then, and the outcome 'changed' asks for another sync.
 */
export async function syncDocuments<T extends { id: string }>(kind: DocumentKind<T>, deps: DocumentSyncDeps<T>): Promise<SyncOutcome> {
  try {
    const before = deps.read();
    const serverStates = await deps.getStates();
    const decision = kind.decide(before.items, serverStates);
    const pushed = new Set(decision.push);
    const { taken, refused } = splitByLimits(
      kind,
      before.items.filter((record) => pushed.has(record.id)),
    );
    if (refused.length > 0) {
      console.warn(`Kept back from sync (over the server's limits): ${refused.map((record) => `'${record.name}' (${record.reason})`).join(', ')}.`);
      deps.onRefused?.(refused);
    }
    let states: readonly RecordState[] = serverStates;
    const fetched: T[] = [];
    const conflicts: string[] = [];
    for (const call of documentSyncCalls(taken, decision.fetch, kind.perCall)) {
      const answer = await deps.sync(call);
      fetched.push(...answer.documents);
      conflicts.push(...answer.conflicts);
      states = answer.states;
    }
    const current = deps.read();
    const records = kind.apply(current.items, { documents: fetched, states, conflicts });
    // A record that no longer changes keeps its place, so the shelf stays the same when nothing changed.
    const kept = records.length === current.items.length && records.every((record, index) => current.items[index] === record) ? current.items : records;
    const next = { items: kept, synced: syncedStamps(kept, states) };
    if (!sameShelf(current, next) && !deps.write(next)) throw new Error(`Other ${kind.name} are shown now; the answer was not taken in.`);
    return current.items !== before.items ? 'changed' : 'synced';
  } catch (error) {
    console.warn(`Could not sync ${kind.name}; the ones on this device are kept.`, error);
    return 'failed';
  }
}
