// The storage side of sync (routes/sync.ts is the HTTP side): the lists,
// folders and 'root' order, favourites and unit settings of one account.
// One implementation per SQL dialect (db/sqlite/sqlite-sync-store.ts,
// db/pg/pg-sync-store.ts), each keeping these guarantees, which the pure helpers beside
// this file carry so the dialects share them:
// - one transaction per call: a failure part-way stores nothing of it;
// - per record the sync rule (pickNewer over the rules package's newerWins):
//   a pushed record is written only when newer; an equal stamp with other
//   content keeps the stored one and is reported in `conflicts`;
// - a record stamped past now + MAX_CLOCK_AHEAD_MS is stored at that limit
//   (clampRecordTime);
// - the 'root' order merges rather than overwrites (mergeRootOrder);
// - an account past a SYNC_LIMITS quota gets AppError QUOTA_EXCEEDED and the
//   whole sync (or favourites or unit-settings write) is rolled back.
// Several writers (PostgreSQL behind several instances) must lock the records
// a sync compares before deciding (SELECT ... FOR UPDATE), so no update is lost.
import type { FavoriteEntry, ListSyncAnswer, UnitSettingEntry } from '@scrolldex/contract';
import type { ArmyList, FolderSyncRecord } from '@scrolldex/rules';

/** A POST /lists/sync body whose records have been checked. */
export type SyncPush = { lists: readonly ArmyList[]; folders: readonly FolderSyncRecord[]; outdatedLists: readonly string[] };

/**
 * What a favourites or unit-settings write answers (never the whole store): how many entries it
 * wrote, and the stored version of each pushed entry it did not take where that differs from the pushed one.
 */
export type EntryWriteAnswer<T> = { written: number; kept: T[] };

export type SyncStore = {
  /**
   * Every list and folder state of the account, deleted ones included, by id: the answer of GET /lists/states (a
   * ListStates) as JSON text, which the database builds, since this is the hot path of sync.
   */
  readStatesJson: (userId: string) => Promise<string>;
  /** Stores a push and answers with the lists asked for, the states after it, every folder and the conflicts. */
  sync: (userId: string, push: SyncPush, now: number) => Promise<ListSyncAnswer>;
  /** Every favourite of the account, by type then key. */
  readFavorites: (userId: string) => Promise<FavoriteEntry[]>;
  /** One transaction: writes the entries the sync rule lets win (QUOTA_EXCEEDED past the account's quota, writing nothing). */
  mergeFavorites: (userId: string, entries: readonly FavoriteEntry[]) => Promise<EntryWriteAnswer<FavoriteEntry>>;
  /** Every unit setting of the account, by name. */
  readUnitSettings: (userId: string) => Promise<UnitSettingEntry[]>;
  /** As mergeFavorites. */
  mergeUnitSettings: (userId: string, entries: readonly UnitSettingEntry[]) => Promise<EntryWriteAnswer<UnitSettingEntry>>;
};
