// The sync of saved lists and folders with the account
// (docs/decisions.md, "Folders sync like lists"): ask the server what it holds, let the
// engine decide per record (newer wins), send what is ours and ask for what is
// theirs in one call, and take the answer in. Afterwards the library knows what
// the server holds of each record (its updatedAt), so each list still to send
// counts as unsynced on its own. Failures are logged only; a local list is never
// lost. A record over the server's limits is kept back, and the player told, so
// that it never fails the sync of the others.
import { SyncedFolderSchema, SyncedListSchema, type ListStates, type ListSyncAnswer, type ListSyncBody } from '@scrolldex/contract';
import { applySyncAnswer, buildSyncRequest, decideSync, keepConflictedCopies, libraryRecordStates, ROOT_FOLDER_ID, type RecordState } from '@scrolldex/rules';
import type { z } from 'zod';

import type { StoredLibrary, SyncedStamps } from './list-library-store';
import { createSyncQueue, type SyncOutcome } from './sync-resource';

/** A local change is sent this long after the last one. */
export const LIST_SYNC_DEBOUNCE_MS = 10_000;

export type ListSyncDeps = {
  /** The library of the account being synced; throws when another one is shown now. */
  read: () => StoredLibrary;
  /** Sync's own write (replaceLibraryAtom); false when it was refused (another library is shown now). */
  write: (library: StoredLibrary) => boolean;
  getStates: () => Promise<ListStates>;
  sync: (body: ListSyncBody) => Promise<ListSyncAnswer>;
  now: () => number;
  /** Ids for the copies kept of conflicted lists. */
  newId?: () => string;
  /** Told of the records this sync kept back because the server would refuse them. */
  onRefused?: (records: RefusedRecord[]) => void;
  /** Told how each sync ended, for the screens' sync status. */
  onOutcome?: (outcome: SyncOutcome) => void;
};

/** A list or folder the server's limits refuse (SYNC_LIMITS): it stays on this device only. */
export type RefusedRecord = { id: string; name: string; reason: string };

/**
 * The records the server takes, and those it would refuse: one refused record would fail the whole
 * call, so it is kept back and the others still sync.
 */
function splitByLimits<T extends { id: string; name: string }>(records: readonly T[], schema: z.ZodType): { taken: T[]; refused: RefusedRecord[] } {
  const taken: T[] = [];
  const refused: RefusedRecord[] = [];
  for (const record of records) {
    const checked = schema.safeParse(record);
    if (checked.success) taken.push(record);
    else refused.push({ id: record.id, name: record.name, reason: `${(checked.error.issues[0]?.message ?? 'Invalid').replace(/\.$/, '')}.` });
  }
  return { taken, refused };
}

type ServerStates = { listStates: readonly RecordState[]; folderStates: readonly RecordState[] };

/** What the server holds of each local record, from its states after the exchange. */
function syncedStamps(library: StoredLibrary, server: ServerStates): SyncedStamps {
  const stamps = (records: readonly { id: string }[], states: readonly RecordState[]) => {
    const held = new Map(states.map((state) => [state.id, state.updatedAt]));
    return Object.fromEntries(records.flatMap((record) => (held.has(record.id) ? [[record.id, held.get(record.id)!]] : [])));
  };
  return {
    lists: stamps(library.lists, server.listStates),
    folders: stamps(library.folders, server.folderStates),
    order: server.folderStates.find((state) => state.id === ROOT_FOLDER_ID)?.updatedAt ?? null,
  };
}

/**
 * One sync. Nothing is sent when every record matches. The answer is taken
 * into the library as it is when the answer arrives, the newer copy of each
 * record winning, so an edit made while the call was out stays; it then
 * still counts as unsynced, and the outcome 'changed' asks for another sync.
 */
export async function syncLists(deps: ListSyncDeps): Promise<SyncOutcome> {
  try {
    const before = deps.read();
    const states = await deps.getStates();
    const plan = decideSync(libraryRecordStates(before), states);
    let taken: StoredLibrary | null = null;
    let server: ServerStates = states;
    let conflicted = false;
    if (!plan.inSync) {
      const request = buildSyncRequest(before, plan);
      const lists = splitByLimits(request.lists, SyncedListSchema);
      const folders = splitByLimits(request.folders, SyncedFolderSchema);
      const refused = [...lists.refused, ...folders.refused];
      if (refused.length > 0) {
        console.warn(`Kept back from sync (over the server's limits): ${refused.map((record) => `'${record.name}' (${record.reason})`).join(', ')}.`);
        deps.onRefused?.(refused);
      }
      const answer = await deps.sync({ lists: lists.taken, outdatedLists: request.fetch, folders: folders.taken });
      const current = deps.read();
      const merged = applySyncAnswer(current, answer);
      // The server kept its own copy of a record as new as ours: ours stays as a copy, and the next sync fetches theirs.
      conflicted = answer.conflicts.lists.length > 0 || answer.conflicts.folders.length > 0;
      const kept = keepConflictedCopies(merged, answer.conflicts, answer.folders, { now: deps.now(), newId: deps.newId ?? (() => crypto.randomUUID()) });
      taken = { ...current, ...kept };
      server = answer;
    }
    const current = taken ?? deps.read();
    // Changes made during the call, and copies kept of conflicts, are still to be sent.
    const changed = deps.read() !== before;
    const written = deps.write({ ...current, synced: syncedStamps(current, server), lastSynced: deps.now() });
    if (!written) throw new Error('Another library is shown now; the answer was not taken in.');
    return changed || conflicted ? 'changed' : 'synced';
  } catch (error) {
    console.warn('Could not sync lists and folders; the local ones are kept.', error);
    return 'failed';
  }
}

/**
 * After a failed sync the next try waits this long, then longer, and then the last delay each time: a network just
 * back is often not yet usable, and a server that is down is not asked every few seconds.
 */
export const SYNC_RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 60_000, 300_000];

/** A sync run now, or after a quiet while: lists, games, rosters, favourites and unit settings alike. */
export type DebouncedSyncer = {
  /** Sync now (start, login, reconnect, 'Sync now'); resolves when done. */
  now: () => Promise<void>;
  /** Sync after the debounce time without a further call (a local change). */
  schedule: () => void;
  /** Forget a scheduled sync and any retry of a failed one (logged out, offline, unmounted). */
  cancel: () => void;
};

export type ListSyncer = DebouncedSyncer;

/**
 * One sync at a time (requests meanwhile cause one more), local changes debounced, and a failed sync tried again
 * (SYNC_RETRY_DELAYS_MS) until one succeeds or cancel() is called, so a change made offline still reaches the server
 * when the first try after reconnecting fails.
 */
export function debouncedSyncer(sync: () => Promise<SyncOutcome>, debounceMs: number): DebouncedSyncer {
  const queue = createSyncQueue(sync);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  // Set by cancel(): a sync still out when the syncer was let go schedules no retry.
  let cancelled = false;
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const runLater = (delayMs: number) => {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, delayMs);
  };
  const run = async () => {
    const outcome = await queue();
    if (outcome !== 'failed') failures = 0;
    // A sync already scheduled (a newer local change) is the next try.
    else if (!cancelled && timer === null) runLater(SYNC_RETRY_DELAYS_MS[Math.min(failures++, SYNC_RETRY_DELAYS_MS.length - 1)]!);
  };
  return {
    now: () => {
      cancelled = false;
      clearTimer();
      return run();
    },
    schedule: () => {
      cancelled = false;
      runLater(debounceMs);
    },
    cancel: () => {
      cancelled = true;
      clearTimer();
    },
  };
}

export function createListSyncer(deps: ListSyncDeps, debounceMs: number = LIST_SYNC_DEBOUNCE_MS): ListSyncer {
  return debouncedSyncer(async () => {
    const outcome = await syncLists(deps);
    deps.onOutcome?.(outcome);
    return outcome;
  }, debounceMs);
}
