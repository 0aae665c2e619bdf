// The saved lists as the app stores them (data/list-library-store): IndexedDB
// 'scrolldex', one row per list in `savedLists` and the order in `libraries`,
// by owner ('device', or 'account:<id>'). Read in the page with the plain
// IndexedDB API; the app writes a moment after a change, so assert with
// expect.poll. A library is carried to a fresh profile in the localStorage
// format of earlier versions, which the app moves into IndexedDB on load. The
// games at the table are read from `games`, and the lists' undo histories from
// `listHistories`, by owner too. Campaign rosters are written straight into
// `rosters` (data/roster-store's rows) to seed a test that is not about making them.
import type { Page } from 'playwright-core';

/** A list's stored undo history (data/list-history-store), as written. */
export type StoredListHistory = { listUpdatedAt: number; past: unknown[]; future: unknown[] };

type Rows = {
  lists: unknown[];
  state: { order: string[]; synced: { lists: Record<string, number> } } | null;
  folders: unknown[];
  games: unknown[];
  histories: Record<string, StoredListHistory>;
};

/** Every row of `owner`'s library, or nothing when the app has not made its tables yet. */
async function readRows(page: Page, owner: string): Promise<Rows> {
  return page.evaluate(async (wanted) => {
    const request = indexedDB.open('scrolldex');
    const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
      // No database yet: the app has stored nothing, and this read must not make one.
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error ?? new Error('IndexedDB')));
    });
    if (!db || !db.objectStoreNames.contains('savedLists')) {
      db?.close();
      return { lists: [], folders: [], state: null, games: [], histories: {} };
    }
    const all = <T>(store: string, byOwner: boolean) =>
      new Promise<T>((resolve, reject) => {
        const source = db.transaction(store).objectStore(store);
        const read = byOwner ? source.index('owner').getAll(wanted) : source.get(wanted);
        read.onsuccess = () => resolve(read.result as T);
        read.onerror = () => reject(read.error ?? new Error(store));
      });
    const lists = await all<{ list: unknown }[]>('savedLists', true);
    const folders = await all<{ folder: unknown }[]>('savedFolders', true);
    const library = await all<{ state: NonNullable<Rows['state']> } | undefined>('libraries', false);
    const games = db.objectStoreNames.contains('games') ? await all<{ game: unknown }[]>('games', true) : [];
    const histories = db.objectStoreNames.contains('listHistories') ? await all<{ id: string; history: StoredListHistory }[]>('listHistories', true) : [];
    db.close();
    return {
      lists: lists.map((row) => row.list),
      folders: folders.map((row) => row.folder),
      state: library?.state ?? null,
      games: games.map((row) => row.game),
      histories: Object.fromEntries(histories.map((row) => [row.id, row.history])),
    };
  }, owner);
}

/** The stored lists of `owner`'s library (the device's own by default). */
export async function storedLists<T>(page: Page, owner = 'device'): Promise<T[]> {
  return (await readRows(page, owner)).lists as T[];
}

/** The stored folders of `owner`'s library (the device's own by default). */
export async function storedFolders<T>(page: Page, owner = 'device'): Promise<T[]> {
  return (await readRows(page, owner)).folders as T[];
}

/** The stored undo history of `owner`'s list `id` (the device's own by default), or null when none is stored. */
export async function storedListHistory(page: Page, id: string, owner = 'device'): Promise<StoredListHistory | null> {
  return (await readRows(page, owner)).histories[id] ?? null;
}

/** The names of the abilities ticked used in `owner`'s stored games (the device's own by default). */
export async function storedTickNames(page: Page, owner = 'device'): Promise<string[]> {
  const games = (await readRows(page, owner)).games as { ticks: { abilityName: string }[] }[];
  return games.flatMap((game) => game.ticks.map((tick) => tick.abilityName));
}

/** The names of `owner`'s stored lists whose last change has not reached the account's server. */
export async function unsyncedListNames(page: Page, owner: string): Promise<string[]> {
  const rows = await readRows(page, owner);
  const synced = rows.state?.synced.lists ?? {};
  return (rows.lists as { id: string; name: string; _updatedAt: number }[]).filter((list) => synced[list.id] !== list._updatedAt).map((list) => list.name);
}

/** The stored top-level order of `owner`'s library. */
export async function storedOrder(page: Page, owner = 'device'): Promise<string[]> {
  return (await readRows(page, owner)).state?.order ?? [];
}

/** Whether anything of `owner`'s library is stored: lists, folders or its order. */
export async function holdsLibrary(page: Page, owner: string): Promise<boolean> {
  const rows = await readRows(page, owner);
  return rows.lists.length > 0 || rows.folders.length > 0 || rows.state !== null;
}

/** The device's library as the localStorage entries of earlier versions, to seed another profile with it. */
export async function libraryAsLegacyEntries(page: Page): Promise<Record<string, string>> {
  const rows = await readRows(page, 'device');
  const lists = Object.fromEntries((rows.lists as { id: string }[]).map((list) => [list.id, list]));
  return {
    lists: JSON.stringify(lists),
    folders: JSON.stringify(rows.folders),
    listStoreStats: JSON.stringify({ order: rows.state?.order ?? [], orderUpdatedAt: 0, unsyncedLists: 0, unsyncedFolders: 0, lastSynced: null }),
    listMigrationVersion: '8',
  };
}

/** How long storeRosters waits for the app to make its database: its data worker does so as the app starts. */
const DATABASE_WAIT_MS = 15_000;

/**
 * Stores `rosters` as `owner`'s rows (the device's own by default), as data/roster-store writes them, none of them on
 * the account's server yet. The app makes its tables as it starts, so open a page first (its game data need not have
 * come): this waits for them. The app reads the rows on its next load.
 */
export async function storeRosters(page: Page, rosters: readonly { id: string }[], owner = 'device'): Promise<void> {
  const rows = rosters.map((roster) => ({ owner, id: roster.id, roster, synced: null }));
  await page.evaluate(
    async ({ written, waitMs }) => {
      const openApps = () =>
        new Promise<IDBDatabase | null>((resolve, reject) => {
          const request = indexedDB.open('scrolldex');
          // No database yet: a store made here would not be the app's.
          request.onupgradeneeded = () => request.transaction?.abort();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error ?? new Error('IndexedDB')));
        });
      const deadline = Date.now() + waitMs;
      const appsDatabase = async (): Promise<IDBDatabase> => {
        for (;;) {
          const opened = await openApps();
          if (opened) return opened;
          if (Date.now() > deadline) throw new Error(`The app made no database within ${waitMs} ms: open a page of the app first`);
          await new Promise((done) => setTimeout(done, 100));
        }
      };
      const db = await appsDatabase();
      await new Promise<void>((resolve, reject) => {
        const transaction = db.transaction('rosters', 'readwrite');
        for (const row of written) transaction.objectStore('rosters').put(row);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error ?? new Error('rosters'));
      });
      db.close();
    },
    { written: rows, waitMs: DATABASE_WAIT_MS },
  );
}
