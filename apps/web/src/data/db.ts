// The IndexedDB database of the app (companion §9: 'scrolldex' version 1 with
// the stores aosData, faq and rules, keyed by name). The only dexie importer.
import Dexie, { type EntityTable } from 'dexie';

export const DATABASE_NAME = 'scrolldex';

/** Databases of earlier versions of the app, deleted on start (companion §4). */
export const OLD_DATABASE_NAMES = ['Scrolldex', 'Scrolldex-faq-db', 'Scrolldex-rules-db', 'scrolldex-faq-db', 'scrolldex-rules-db'];

export type StoredDocument<T = unknown> = {
  /** Branch or tag for game data; the document name for rules; 'faq' for the FAQ. */
  name: string;
  document: T;
};

export type ScrolldexDatabase = Dexie & {
  aosData: EntityTable<StoredDocument, 'name'>;
  faq: EntityTable<StoredDocument, 'name'>;
  rules: EntityTable<StoredDocument, 'name'>;
};

export function openDatabase(): ScrolldexDatabase {
  const db = new Dexie(DATABASE_NAME) as ScrolldexDatabase;
  db.version(1).stores({ aosData: 'name', faq: 'name', rules: 'name' });
  return db;
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
