// The IndexedDB database of the app ('scrolldex' version 1 with
// the stores aosData, faq and rules, keyed by name; version 2 adds the saved
// lists, one row per list and folder, in libraries by owner; version 3 the
// games at the table, one row per game, by owner too; version 4 the Path to
// Glory campaign rosters, one row per roster, by owner; version 5 the builder's
// undo history of each saved list, beside it by owner; version 6 adds no store:
// aosData holds the whole data's armies unchecked from then on (data/data-part-rows.ts),
// and a tab of an earlier version, which took every stored army as checked, is
// closed out by the upgrade). The only dexie importer.
import Dexie, { type EntityTable, type Table } from 'dexie';

export const DATABASE_NAME = 'scrolldex';

/** Databases of earlier versions of the app, deleted on start. */
export const OLD_DATABASE_NAMES = ['Scrolldex', 'Scrolldex-faq-db', 'Scrolldex-rules-db', 'scrolldex-faq-db', 'scrolldex-rules-db'];

export type StoredDocument<T = unknown> = {
  /** Branch or tag for game data; the document name for rules; 'faq' for the FAQ. */
  name: string;
  document: T;
};

/**
 * Whose library a row belongs to: 'device' (made while logged out) or
 * 'account:<id>' (the account's, by the id claim of its access token).
 */
export type LibraryOwnerKey = string;

/** One saved list, stored as it was written: read back through the list schema, and kept untouched when it does not fit. */
export type SavedListRow = { owner: LibraryOwnerKey; id: string; list: unknown };
export type SavedFolderRow = { owner: LibraryOwnerKey; id: string; folder: unknown };
/** A library's top-level order and bookkeeping (data/list-library-store checks its shape). */
export type LibraryRow = { owner: LibraryOwnerKey; state: unknown };
/**
 * One game at the table, stored as it was written (data/game-store reads it back through the game schema), with
 * the updatedAt of the copy the account's server is known to hold (null: none).
 */
export type SavedGameRow = { owner: LibraryOwnerKey; id: string; game: unknown; synced: number | null };
/**
 * One campaign roster, stored as it was written (data/roster-store reads it back through the roster schema), with
 * the _updatedAt of the copy the account's server is known to hold (null or absent: none).
 */
export type SavedRosterRow = { owner: LibraryOwnerKey; id: string; roster: unknown; synced?: number | null };
/** The builder's undo history of one saved list, stored as it was written (data/list-history-store reads it back through its schema). */
export type ListHistoryRow = { owner: LibraryOwnerKey; id: string; history: unknown };
/** Small facts about the stored lists as a whole: the migration counter of lists moved from localStorage. */
export type ListStoreFact = { key: string; value: unknown };

export type ScrolldexDatabase = Dexie & {
  aosData: EntityTable<StoredDocument, 'name'>;
  faq: EntityTable<StoredDocument, 'name'>;
  rules: EntityTable<StoredDocument, 'name'>;
  savedLists: Table<SavedListRow, [string, string]>;
  savedFolders: Table<SavedFolderRow, [string, string]>;
  libraries: EntityTable<LibraryRow, 'owner'>;
  listStoreFacts: EntityTable<ListStoreFact, 'key'>;
  games: Table<SavedGameRow, [string, string]>;
  rosters: Table<SavedRosterRow, [string, string]>;
  listHistories: Table<ListHistoryRow, [string, string]>;
};

/** The stores each version of the database adds, oldest first: version n has the first n entries' stores. */
export const DATABASE_VERSIONS: readonly Record<string, string>[] = [
  { aosData: 'name', faq: 'name', rules: 'name' },
  { savedLists: '[owner+id], owner', savedFolders: '[owner+id], owner', libraries: 'owner', listStoreFacts: 'key' },
  { games: '[owner+id], owner' },
  { rosters: '[owner+id], owner' },
  { listHistories: '[owner+id], owner' },
  {},
];

/**
 * The database's stores up to `version` declared on `db` (the current version when none is given), as one version:
 * Dexie upgrades an older database by comparing the stores it has with the declared ones, so the versions before need
 * no declaration of their own. Declared one by one, Dexie took each in again: opening took 4-15 ms in Node, and held a
 * phone's page (CPU slowed 4x) for 60-120 ms in the task that first reads the saved lists.
 */
export function declareStores<T extends Dexie>(db: T, version = DATABASE_VERSIONS.length): T {
  db.version(version).stores(Object.assign({}, ...DATABASE_VERSIONS.slice(0, version)) as Record<string, string>);
  return db;
}

export function openDatabase(): ScrolldexDatabase {
  return declareStores(new Dexie(DATABASE_NAME) as ScrolldexDatabase);
}

let shared: ScrolldexDatabase | null = null;

/** One connection per JavaScript context (the page and the data worker each have theirs). */
export function database(): ScrolldexDatabase {
  shared ??= openDatabase();
  return shared;
}

export async function deleteOldDatabases(): Promise<void> {
  await Promise.all(
    OLD_DATABASE_NAMES.map((name) => Dexie.delete(name).catch((error: unknown) => console.warn(`Could not delete the old database '${name}'.`, error))),
  );
}
