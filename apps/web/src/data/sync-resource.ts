// The sync of one locally kept store of entries with the server
// (favourites and unit settings): read what the server
// holds, send only the entries this device holds newer, in writes of at most
// what the server takes at once, and take in the server's newer entries and
// the versions it kept instead of ours. No local entry is ever dropped: of two
// copies the newer stands (the server's on a tie, as the server keeps its own),
// one the server would refuse (SYNC_LIMITS) stays on this device and the player
// is told, and a failure is logged only.
import { newerWins } from '@scrolldex/rules';
import { z } from 'zod/mini';

/** An entry kept back from sync because the server would refuse it: it stays on this device only. */
export type RefusedEntry = { key: string; label: string; reason: string };

export type SyncResource<TStore, TEntry extends { updatedAt: number }> = {
  /** For the log: 'favourites', 'unit settings'. */
  name: string;
  read: () => TStore;
  entries: (store: TStore) => readonly TEntry[];
  /** The identity of an entry, as the store keys it. */
  keyOf: (entry: TEntry) => string;
  /** The entry as the player knows it (a unit's name), for a message. */
  labelOf: (entry: TEntry) => string;
  /** Why the server would refuse the entry (the end of 'is not synced: ...'), or null when it takes it. */
  refusalOf: (entry: TEntry) => string | null;
  /** The most entries an account keeps, and one write carries (SYNC_LIMITS). */
  perAccount: number;
  perWrite: number;
  /** Every entry the server holds (GET). */
  pull: () => Promise<readonly TEntry[]>;
  /** One write (POST): the server's versions of the pushed entries it did not take. */
  push: (entries: TEntry[]) => Promise<{ kept: readonly TEntry[] }>;
  /** Takes the server's entries into the store as it is now (mergeNewer) and marks it synced, unless it changed meanwhile. */
  apply: (entries: readonly TEntry[], changedMeanwhile: boolean) => void;
  /** Told of the entries this sync kept back. */
  onRefused?: (entries: RefusedEntry[]) => void;
  /** Unit settings: nothing to sync while there are no entries. */
  skipWhenEmpty?: boolean;
};

export type SyncOutcome = 'synced' | 'skipped' | 'failed' | 'changed';

/**
 * Why the server would refuse an entry, by the contract's schema of a written entry (FavoriteWriteEntrySchema,
 * UnitSettingWriteEntrySchema), as the end of "'Name' is not synced: ...", or null when it takes it.
 */
export function refusalBySchema(schema: z.core.$ZodType, entry: unknown): string | null {
  const result = z.safeParse(schema, entry);
  if (result.success) return null;
  const { path, message } = result.error.issues[0]!;
  const field = path.at(-1);
  if (field === undefined) return `it ${message}`;
  return `its ${field === 'key' || field === 'name' ? 'name' : path.join('.')} ${message}`;
}

/**
 * The store's entries with `incoming` taken in: an incoming entry replaces the held one of its key unless the held one
 * is newer (so on a tie the incoming, the server's, stands). Nothing held is dropped.
 */
export function mergeNewer<TEntry extends { updatedAt: number }>(
  held: readonly TEntry[],
  incoming: readonly TEntry[],
  keyOf: (entry: TEntry) => string,
): TEntry[] {
  const merged = new Map(held.map((entry) => [keyOf(entry), entry]));
  for (const entry of incoming) {
    const current = merged.get(keyOf(entry));
    if (current === undefined || newerWins(current.updatedAt, entry.updatedAt) !== 'held') merged.set(keyOf(entry), entry);
  }
  return [...merged.values()];
}

/** The entries to send: those this device holds newer than the server, less those the server would refuse. */
function planPush<TStore, TEntry extends { updatedAt: number }>(
  resource: SyncResource<TStore, TEntry>,
  local: readonly TEntry[],
  server: ReadonlyMap<string, TEntry>,
): { send: TEntry[]; refused: RefusedEntry[] } {
  const send: TEntry[] = [];
  const refused: RefusedEntry[] = [];
  // New keys past the account's quota would fail the whole write: they wait on this device.
  let room = resource.perAccount - server.size;
  for (const entry of local) {
    const key = resource.keyOf(entry);
    const held = server.get(key);
    if (newerWins(held?.updatedAt, entry.updatedAt) !== 'incoming') continue;
    const reason =
      resource.refusalOf(entry) ?? (held === undefined && room <= 0 ? `an account may keep at most ${resource.perAccount} ${resource.name}` : null);
    if (reason !== null) {
      refused.push({ key, label: resource.labelOf(entry), reason });
      continue;
    }
    if (held === undefined) room--;
    send.push(entry);
  }
  return { send, refused };
}

/**
 * One sync. When the store changed while the requests were out (a toggle during the sync), the server's entries are
 * still taken in, the newer copy of each winning, and the outcome 'changed' asks the caller to sync again.
 */
export async function syncResource<TStore, TEntry extends { updatedAt: number }>(resource: SyncResource<TStore, TEntry>): Promise<SyncOutcome> {
  const before = resource.read();
  const local = resource.entries(before);
  if (resource.skipWhenEmpty && local.length === 0) return 'skipped';
  try {
    const pulled = await resource.pull();
    const server = new Map(pulled.map((entry) => [resource.keyOf(entry), entry]));
    const { send, refused } = planPush(resource, local, server);
    if (refused.length > 0) {
      console.warn(`Kept back from sync (over the server's limits): ${refused.map((entry) => `'${entry.label}' (${entry.reason})`).join(', ')}.`);
      resource.onRefused?.(refused);
    }
    const kept: TEntry[] = [];
    for (let start = 0; start < send.length; start += resource.perWrite) kept.push(...(await resource.push(send.slice(start, start + resource.perWrite))).kept);
    const changed = resource.read() !== before;
    resource.apply([...pulled, ...kept], changed);
    return changed ? 'changed' : 'synced';
  } catch (error) {
    console.warn(`Could not sync ${resource.name}; the local data is kept.`, error);
    return 'failed';
  }
}

/**
 * Requests to sync coalesce: one sync at a time; requests arriving meanwhile
 * cause one more sync after it, with the store as it is then. Each request
 * resolves with the outcome of the last sync it waited for.
 */
export function createSyncQueue(run: () => Promise<SyncOutcome>): () => Promise<SyncOutcome> {
  let running: Promise<SyncOutcome> | null = null;
  let again = false;
  const loop = async () => {
    let outcome: SyncOutcome;
    do {
      again = false;
      outcome = await run();
      if (outcome === 'changed') again = true;
    } while (again);
    running = null;
    return outcome;
  };
  return () => {
    if (running) again = true;
    else running = loop();
    return running;
  };
}
