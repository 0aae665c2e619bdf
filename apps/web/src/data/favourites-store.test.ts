import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  applySyncResult,
  clearFavourites,
  EMPTY_FAVOURITES,
  FAVOURITES_KEY,
  favouriteEntries,
  favouriteKeys,
  isFavourite,
  LEGACY_FAVOURITE_KEYS,
  loadFavourites,
  toggleFavourite,
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

  it('a sync result replaces the store, sets lastSynced and resets unsynced', () => {
    const local = toggleFavourite(EMPTY_FAVOURITES, 'unit', 'Liberators', 1);
    const synced = applySyncResult([{ type: 'army', key: 'Seraphon', isFavorited: true, updatedAt: 7 }], 99);
    expect(synced).toEqual({
      entries: { 'army:Seraphon': { type: 'army', key: 'Seraphon', isFavorited: true, updatedAt: 7 } },
      unsyncedCount: 0,
      lastSynced: 99,
    });
    expect(isFavourite(synced, 'unit', 'Liberators')).toBe(isFavourite(EMPTY_FAVOURITES, 'unit', 'Liberators'));
    expect(local.unsyncedCount).toBe(1);
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
