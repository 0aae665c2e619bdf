// The sync of one locally kept store with the server (companion §4 'Favourites
// and unit settings'): push every entry, and on success let the server's answer
// replace the store. A failure is logged only; the local data stays.

export type SyncResource<TStore, TEntry> = {
  /** For the log: 'favourites', 'unit settings'. */
  name: string;
  read: () => TStore;
  entries: (store: TStore) => TEntry[];
  push: (entries: TEntry[]) => Promise<readonly TEntry[]>;
  /** Replace the store with the server's entries; sets lastSynced and zero unsynced. */
  apply: (entries: readonly TEntry[]) => void;
  /** Unit settings: nothing to sync while there are no entries. */
  skipWhenEmpty?: boolean;
};

export type SyncOutcome = 'synced' | 'skipped' | 'failed' | 'changed';

/**
 * One sync. When the store changed while the request was out (a toggle during
 * the sync), the answer is not applied, as it would drop that change: the
 * outcome 'changed' asks the caller to sync again.
 */
export async function syncResource<TStore, TEntry>(resource: SyncResource<TStore, TEntry>): Promise<SyncOutcome> {
  const before = resource.read();
  const entries = resource.entries(before);
  if (resource.skipWhenEmpty && entries.length === 0) return 'skipped';
  try {
    const answer = await resource.push(entries);
    if (resource.read() !== before) return 'changed';
    resource.apply(answer);
    return 'synced';
  } catch (error) {
    console.warn(`Could not sync ${resource.name}; the local data is kept.`, error);
    return 'failed';
  }
}

/**
 * Requests to sync coalesce: one sync at a time; requests arriving meanwhile
 * cause one more sync after it, with the store as it is then.
 */
export function createSyncQueue(run: () => Promise<SyncOutcome>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      if ((await run()) === 'changed') again = true;
    } while (again);
    running = null;
  };
  return () => {
    if (running) again = true;
    else running = loop();
    return running;
  };
}
