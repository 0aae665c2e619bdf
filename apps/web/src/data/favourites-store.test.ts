import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SYNC_LIMITS } from '@scrolldex/contract';

import {
  applySyncResult,
  clearFavourites,
  EMPTY_FAVOURITES,
  FAVOURITES_KEY,
  favouriteEntries,
  favouriteKeys,
  favouriteRefusal,
  isFavourite,
  LEGACY_FAVOURITE_KEYS,
  loadFavourites,
  toggleFavourite,
  TOO_MANY_FAVOURITES,
} from './favourites-store';

beforeEach(() => localStorage.clear());

describe('favourites store', () => {
  it('toggling stores the entry under type:key, stamps the time and counts it as unsynced', () => {
    const once = toggleFavourite(EMPTY_FAVOURITES, 'army', 'Stormcast Eternals', 1000);
    expect(once.entries['army:Stormcast Eternals']).toEqual({ type: 'army', key: 'Stormcast Eternals', isFavorited: true, updatedAt: 1000 });
    expect(once.unsyncedCount).toBe(1);
    expect(isFavourite(once, 'army', 'Stormcast Eternals')).toBe(true);
    // The same name as another type is another favourite.
    expect(isFavourite(once, 'unit', 'Stormcast Eternals')).toBe(false);

    const twice = toggleFavourite(once, 'army', 'Stormcast Eternals', 2000);
    expect(twice.entries['army:Stormcast Eternals']).toEqual({ type: 'army', key: 'Stormcast Eternals', isFavorited: false, updatedAt: 2000 });
    expect(twice.unsyncedCount).toBe(2);
    expect(isFavourite(twice, 'army', 'Stormcast Eternals')).toBe(false);
  });

  it('lists the favourite keys of one type only', () => {
    let store = toggleFavourite(EMPTY_FAVOURITES, 'unit', 'Liberators', 1);
    store = toggleFavourite(store, 'unit', 'Knight-Vexillor', 2);
    store = toggleFavourite(store, 'army', 'Seraphon', 3);
    store = toggleFavourite(store, 'unit', 'Liberators', 4);
    expect([...favouriteKeys(store, 'unit')]).toEqual(['Knight-Vexillor']);
    expect([...favouriteKeys(store, 'army')]).toEqual(['Seraphon']);
  });

  it('clearing keeps every entry, not favourite, stamped and unsynced', () => {
    let store = toggleFavourite(EMPTY_FAVOURITES, 'unit', 'Liberators', 1);
    store = toggleFavourite(store, 'faq', 'Core Rules', 2);
    store = { ...store, unsyncedCount: 0 };
    const cleared = clearFavourites(store, 50);
    expect(favouriteEntries(cleared)).toEqual([
      { type: 'unit', key: 'Liberators', isFavorited: false, updatedAt: 50 },
      { type: 'faq', key: 'Core Rules', isFavorited: false, updatedAt: 50 },
    ]);
    expect(cleared.unsyncedCount).toBe(2);
  });

  it("a sync result takes in the server's newer entries and keeps every local one", () => {
    let local = toggleFavourite(EMPTY_FAVOURITES, 'unit', 'Liberators', 10);
    local = toggleFavourite(local, 'army', 'Seraphon', 10);
    local = toggleFavourite(local, 'faq', 'Core Rules', 10);
    const synced = applySyncResult(
      local,
      [
        // Newer on the server: taken. Older: the local one stays. A tie: the server's, which it keeps.
        { type: 'army', key: 'Seraphon', isFavorited: false, updatedAt: 20 },
        { type: 'unit', key: 'Liberators', isFavorited: false, updatedAt: 5 },
        { type: 'faq', key: 'Core Rules', isFavorited: false, updatedAt: 10 },
        { type: 'army', key: 'Nighthaunt', isFavorited: true, updatedAt: 7 },
      ],
      99,
      false,
    );
    expect(synced).toEqual({
      entries: {
        'unit:Liberators': { type: 'unit', key: 'Liberators', isFavorited: true, updatedAt: 10 },
        'army:Seraphon': { type: 'army', key: 'Seraphon', isFavorited: false, updatedAt: 20 },
        'faq:Core Rules': { type: 'faq', key: 'Core Rules', isFavorited: false, updatedAt: 10 },
        'army:Nighthaunt': { type: 'army', key: 'Nighthaunt', isFavorited: true, updatedAt: 7 },
      },
      unsyncedCount: 0,
      lastSynced: 99,
    });
    // Changed while the sync was out: still unsynced, to be sent next.
    expect(applySyncResult(local, [], 99, true).unsyncedCount).toBe(3);
  });

  it('refuses a new favourite past the limit, and never an existing one', () => {
    const entries = Object.fromEntries(
      Array.from({ length: SYNC_LIMITS.favouritesPerAccount }, (_, index) => [
        `unit:U${index}`,
        { type: 'unit' as const, key: `U${index}`, isFavorited: true, updatedAt: 1 },
      ]),
    );
    const full = { ...EMPTY_FAVOURITES, entries };
    expect(favouriteRefusal(full, 'unit', 'One more')).toBe(TOO_MANY_FAVOURITES);
    expect(TOO_MANY_FAVOURITES).toBe("You can keep at most 5000 favourites (the server's limit).");
    expect(favouriteRefusal(full, 'unit', 'U0')).toBeNull();
    expect(favouriteRefusal(EMPTY_FAVOURITES, 'unit', 'One more')).toBeNull();
  });
});

describe('loading and the old formats', () => {
  it('reads a stored store and falls back to empty on an unreadable one', () => {
    const store = toggleFavourite(EMPTY_FAVOURITES, 'army', 'Seraphon', 5);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(store));
    expect(loadFavourites(10)).toEqual(store);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ entries: 'nope' }));
    expect(loadFavourites(10)).toEqual(EMPTY_FAVOURITES);
    warn.mockRestore();
  });

  it('migrates plain name arrays once, removes the old keys and keeps newer entries', () => {
    const existing = toggleFavourite(toggleFavourite(EMPTY_FAVOURITES, 'army', 'Seraphon', 5), 'army', 'Seraphon', 6);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ ...existing, unsyncedCount: 0 }));
    localStorage.setItem(LEGACY_FAVOURITE_KEYS.army, JSON.stringify(['Stormcast Eternals', 'Seraphon']));
    localStorage.setItem(LEGACY_FAVOURITE_KEYS.unit, JSON.stringify(['Liberators']));

    const migrated = loadFavourites(1000);
    expect(migrated.entries['army:Stormcast Eternals']).toEqual({ type: 'army', key: 'Stormcast Eternals', isFavorited: true, updatedAt: 1000 });
    expect(migrated.entries['unit:Liberators']).toEqual({ type: 'unit', key: 'Liberators', isFavorited: true, updatedAt: 1000 });
    // Un-favourited after the old format was written: the store's entry wins.
    expect(migrated.entries['army:Seraphon']).toEqual({ type: 'army', key: 'Seraphon', isFavorited: false, updatedAt: 6 });
    expect(migrated.unsyncedCount).toBe(2);

    expect(localStorage.getItem(LEGACY_FAVOURITE_KEYS.army)).toBeNull();
    expect(localStorage.getItem(LEGACY_FAVOURITE_KEYS.unit)).toBeNull();
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual(migrated);

    // Once: a second start finds nothing old and changes nothing.
    expect(loadFavourites(2000)).toEqual(migrated);
  });

  it('drops an unreadable old key instead of keeping it forever', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(LEGACY_FAVOURITE_KEYS.faq, JSON.stringify({ not: 'a list' }));
    expect(loadFavourites(1)).toEqual(EMPTY_FAVOURITES);
    expect(localStorage.getItem(LEGACY_FAVOURITE_KEYS.faq)).toBeNull();
    warn.mockRestore();
  });
});
