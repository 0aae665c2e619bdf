// The steps of a sync store that are not SQL, shared by the SQLite and the
// PostgreSQL store so the two cannot drift apart: which rows a push writes,
// how the 'root' order is merged from what the store read, when a quota is
// exceeded, and how favourites and unit settings compare. Each store reads
// and writes in its own dialect and calls these in between.
import { SYNC_LIMITS, type FavoriteEntry, type UnitSettingEntry } from '@scrolldex/contract';
import { folderOrderEntry, isRosterEntry, rosterEntry, ROOT_FOLDER_ID, type FolderSyncRecord } from '@scrolldex/rules';

import { AppError } from '../errors.js';
import { clampRecordTime } from './clamp-record-time.js';
import { mergeRootOrder } from './merge-root-order.js';
import { pickNewer, type Version } from './pick-newer.js';
import type { EntryWriteAnswer, SyncPush } from './sync-store.js';

export type SyncHooks = {
  /** Called inside the sync transaction after the writes; tests throw here to simulate a crash. */
  afterSyncWrites?: (userId: string) => void;
};

/** One row of the lists or folders table, in both dialects. */
export type SyncedRow = { userId: string; id: string; document: string; updatedAt: number; deleted: boolean; deletedAt: number | null };

/** The rows a push writes when they win (stamps clamped), and the 'root' orders it pushed, which merge rather than win. */
export function pushedRows(userId: string, push: SyncPush, now: number): { lists: SyncedRow[]; folders: SyncedRow[]; roots: FolderSyncRecord[] } {
  const row = (id: string, document: object, updatedAt: number, deleted: boolean, deletedAt: number | null): SyncedRow => ({
    userId,
    id,
    document: JSON.stringify(document),
    updatedAt,
    deleted,
    deletedAt,
  });
  const lists = push.lists
    .map((list) => clampRecordTime(list, '_updatedAt', now))
    .map((list) => row(list.id, list, list._updatedAt, list.deleted, list.deletedAt));
  const folders = push.folders.map((folder) => clampRecordTime(folder, 'updatedAt', now));
  return {
    lists,
    folders: folders
      .filter((folder) => folder.id !== ROOT_FOLDER_ID)
      .map((folder) => row(folder.id, folder, folder.updatedAt, folder.deleted, folder.deletedAt)),
    roots: folders.filter((folder) => folder.id === ROOT_FOLDER_ID),
  };
}

/** What pickNewer compares of a list or folder row. */
export const rowVersion = (row: SyncedRow) => ({ key: row.id, updatedAt: row.updatedAt, content: row.document });

/** What the 'root' merge reads, after the lists and folders of the sync are written. */
export type RootInputs = {
  /** The stored 'root' document, if any. */
  stored: string | undefined;
  /** The documents of the live folders other than 'root'. */
  liveFolders: readonly string[];
  /** The ids of the live lists. */
  liveLists: readonly string[];
  /** The ids of the deleted rosters (a roster not pushed yet keeps its place: rosters sync on their own). */
  deletedRosters: readonly string[];
};

/**
 * The 'root' row to write: the pushed orders merged into the stored one (mergeRootOrder), keeping only live folders,
 * and live lists and rosters that no live folder holds; undefined when the stored one already reads so.
 */
export function mergedRootRow(userId: string, pushed: readonly FolderSyncRecord[], inputs: RootInputs): SyncedRow | undefined {
  const folders = inputs.liveFolders.map((document) => JSON.parse(document) as FolderSyncRecord);
  const inFolder = new Set(folders.flatMap((folder) => folder.listIds));
  const live = new Set([...inputs.liveLists.filter((id) => !inFolder.has(id)), ...folders.map((folder) => folderOrderEntry(folder.id))]);
  const deletedRosters = new Set(inputs.deletedRosters.map(rosterEntry));
  const isLive = (entry: string) => live.has(entry) || (isRosterEntry(entry) && !inFolder.has(entry) && !deletedRosters.has(entry));
  const root = pushed.reduce<FolderSyncRecord | undefined>(
    (held, incoming) => mergeRootOrder(held, incoming, isLive),
    inputs.stored === undefined ? undefined : (JSON.parse(inputs.stored) as FolderSyncRecord),
  );
  const document = JSON.stringify(root);
  if (!root || document === inputs.stored) return undefined;
  return { userId, id: ROOT_FOLDER_ID, document, updatedAt: root.updatedAt, deleted: root.deleted, deletedAt: root.deletedAt };
}

/** The quota of one synced table: how many live records an account may keep. */
export const QUOTAS = {
  lists: SYNC_LIMITS.listsPerAccount,
  folders: SYNC_LIMITS.foldersPerAccount,
  games: SYNC_LIMITS.gamesPerAccount,
  rosters: SYNC_LIMITS.rostersPerAccount,
} as const;

/**
 * After a sync's writes, in its transaction: an account past a limit gets a 422 naming it, and the throw rolls the
 * whole sync back. Deleted records count against their own, equal allowance (tombstones until purged).
 */
export function checkQuota(kind: keyof typeof QUOTAS, counts: { total: number; deleted: number }): void {
  const live = QUOTAS[kind];
  const kept = counts.total - counts.deleted;
  if (kept > live) throw new AppError('QUOTA_EXCEEDED', `An account may keep at most ${live} ${kind}; this sync would make ${kept}.`);
  const tombstones = live * SYNC_LIMITS.tombstonesPerLive;
  if (counts.deleted > tombstones)
    throw new AppError(
      'QUOTA_EXCEEDED',
      `An account may keep at most ${tombstones} deleted ${kind} until they are purged; this sync would make ${counts.deleted}.`,
    );
}

/** How many entries of each kind an account keeps (SYNC_LIMITS), by the name its quota message gives them. */
export const ENTRY_QUOTAS = { favourites: SYNC_LIMITS.favouritesPerAccount, 'unit settings': SYNC_LIMITS.unitSettingsPerAccount } as const;

/**
 * A write of favourites or unit settings, decided on what the store read in its transaction: the stored entries of
 * the pushed keys (`held`) and how many the account keeps (`stored`). The entries to write follow the sync rule
 * (pickNewer); the answer names how many and, for every pushed key the store did not take, its own version when it
 * differs from the pushed one. Past the kind's quota (new keys counted) it throws QUOTA_EXCEEDED naming the limit,
 * and the store writes nothing.
 */
export function decideEntryWrite<T>(
  kind: keyof typeof ENTRY_QUOTAS,
  pushed: readonly T[],
  held: ReadonlyMap<string, T>,
  stored: number,
  versionOf: (entry: T) => Version & { key: string },
): { writes: T[]; answer: EntryWriteAnswer<T> } {
  const heldVersions = new Map([...held].map(([key, entry]) => [key, versionOf(entry)]));
  const { writes } = pickNewer(pushed, heldVersions, versionOf);
  const total = stored + writes.filter((entry) => !held.has(versionOf(entry).key)).length;
  const quota = ENTRY_QUOTAS[kind];
  if (total > quota) throw new AppError('QUOTA_EXCEEDED', `An account may keep at most ${quota} ${kind}; this would make ${total}.`);
  const written = new Set(writes.map((entry) => versionOf(entry).key));
  const lastPushed = new Map(pushed.map((entry) => [versionOf(entry).key, versionOf(entry)]));
  const differing = [...lastPushed].flatMap(([key, pushedVersion]) => {
    const heldEntry = held.get(key);
    const heldVersion = heldVersions.get(key);
    if (written.has(key) || heldEntry === undefined || heldVersion === undefined) return [];
    return heldVersion.updatedAt === pushedVersion.updatedAt && heldVersion.content === pushedVersion.content ? [] : [heldEntry];
  });
  return { writes, answer: { written: writes.length, kept: differing } };
}

/** What pickNewer compares of a favourite. */
export const favoriteVersion = (entry: FavoriteEntry) => ({
  key: `${entry.type}:${entry.key}`,
  updatedAt: entry.updatedAt,
  content: String(entry.isFavorited),
});

/** What pickNewer compares of a unit setting. */
export const settingVersion = (entry: UnitSettingEntry) => ({
  key: entry.name,
  updatedAt: entry.updatedAt,
  content: JSON.stringify([entry.upgrades, entry.weapons]),
});

/** A unit setting as both dialects store it: upgrades and weapons as JSON text. */
export type StoredUnitSetting = { name: string; upgrades: string; weapons: string; updatedAt: number };

export const storedUnitSetting = (entry: UnitSettingEntry): Omit<StoredUnitSetting, 'name'> => ({
  upgrades: JSON.stringify(entry.upgrades),
  weapons: JSON.stringify(entry.weapons),
  updatedAt: entry.updatedAt,
});

export const unitSettingEntry = (row: StoredUnitSetting): UnitSettingEntry => ({
  name: row.name,
  upgrades: JSON.parse(row.upgrades) as string[],
  weapons: JSON.parse(row.weapons) as UnitSettingEntry['weapons'],
  updatedAt: row.updatedAt,
});
