import { createList, LATEST_MIGRATION } from '@scrolldex/rules';
import { beforeEach, describe, expect, it } from 'vitest';

import { loadRealGameData } from '../test/real-game-data';
import { EMPTY_LIBRARY, libraryStats, loadLibrary, MIGRATION_KEY, saveLibrary, STATS_KEY } from './list-library-store';

const NOW = Date.UTC(2026, 10, 25, 12);

function newList(id: string, name: string) {
  const created = createList({ id, name, faction: 'Stormcast Eternals', now: NOW }, loadRealGameData());
  if (!created.ok) throw new Error(created.errors[0]?.message);
  return created.value;
}

function stored(key: string): unknown {
  return JSON.parse(localStorage.getItem(key) ?? 'null');
}

beforeEach(() => localStorage.clear());

describe('list library store', () => {
  it('starts a fresh install at the latest migration with an empty library', () => {
    expect(loadLibrary(NOW)).toEqual(EMPTY_LIBRARY);
    expect(stored(MIGRATION_KEY)).toBe(LATEST_MIGRATION);
  });

  it('migrates a version-1 store (a list per key, old army name, name-only folders) once, into lists the schema reads', () => {
    localStorage.setItem(
      'list:abc',
      JSON.stringify({
        id: 'abc',
        name: 'Waaagh 2k',
        faction: 'Big Waaagh!',
        regiments: [{ leader: { name: 'Megaboss', general: true, upgrade: '' }, units: [] }],
        createdAt: '2025-06-01T09:00:00.000Z',
        modifiedAt: '2025-06-02T09:00:00.000Z',
      }),
    );
    localStorage.setItem('folders', JSON.stringify([{ name: 'Orruks', color: 'green', lists: ['abc'] }]));
    let ids = 0;
    const library = loadLibrary(NOW, () => `folder-${++ids}`);
    expect(library.lists).toHaveLength(1);
    expect(library.lists[0]).toMatchObject({ id: 'abc', faction: 'Ironjawz - Big Waaagh!', folderId: 'folder-1', _updatedAt: Date.UTC(2025, 5, 2, 9) });
    expect(library.folders).toMatchObject([{ id: 'folder-1', name: 'Orruks', lists: ['abc'] }]);
    expect(localStorage.getItem('list:abc')).toBeNull();
    expect(stored(MIGRATION_KEY)).toBe(LATEST_MIGRATION);
    // A second load finds nothing left to migrate: the same library, no new ids.
    expect(loadLibrary(NOW, () => 'never')).toEqual(library);
  });

  it('keeps a stored list it cannot read in storage through later saves, without showing it', () => {
    localStorage.setItem(MIGRATION_KEY, String(LATEST_MIGRATION));
    const good = newList('good', 'Hammers');
    localStorage.setItem('lists', JSON.stringify({ good, broken: { id: 'broken', name: 42 } }));
    const library = loadLibrary(NOW);
    expect(library.lists.map((list) => list.id)).toEqual(['good']);

    const added = newList('added', 'Second');
    saveLibrary(library, { ...library, lists: [...library.lists, added], order: ['good', 'added'], orderUpdatedAt: NOW });
    expect(Object.keys(stored('lists') as object).sort()).toEqual(['added', 'broken', 'good']);
    expect((stored('lists') as Record<string, unknown>).broken).toEqual({ id: 'broken', name: 42 });
    expect(stored(STATS_KEY)).toMatchObject({ order: ['good', 'added'], orderUpdatedAt: NOW });
    expect(loadLibrary(NOW).lists.map((list) => list.id)).toEqual(['good', 'added']);
  });

  it('removes a list from storage when the library drops it (a purge after sync)', () => {
    localStorage.setItem(MIGRATION_KEY, String(LATEST_MIGRATION));
    const library = { ...EMPTY_LIBRARY, lists: [newList('a', 'A'), newList('b', 'B')] };
    saveLibrary(EMPTY_LIBRARY, library);
    saveLibrary(library, { ...library, lists: [library.lists[0]!] });
    expect(Object.keys(stored('lists') as object)).toEqual(['a']);
  });

  it('counts what the player sees: soft-deleted lists and folders are left out', () => {
    const library = { ...EMPTY_LIBRARY, lists: [newList('a', 'A'), { ...newList('b', 'B'), deleted: true, deletedAt: NOW }], unsyncedLists: 2 };
    expect(libraryStats(library)).toMatchObject({ totalLists: 1, totalFolders: 0, unsyncedLists: 2, lastSynced: null });
  });
});
