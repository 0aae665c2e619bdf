import { createList, touchList, type ArmyList } from '@scrolldex/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearListStorage, failWritesAsFull, storedListRows } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { database } from './db';
import { accountOwner, EMPTY_LIBRARY, readLibrary, saveLibrary, type LibraryOwner, type StoredLibrary } from './list-library-store';
import { SAVED_LISTS_HELD_KEY } from './saved-lists-presence';
import { copyAhead } from './write-ahead';

const NOW = Date.UTC(2026, 10, 30, 21);

function newList(id: string, name: string): ArmyList {
  const created = createList({ id, name, faction: 'Stormcast Eternals', now: NOW }, loadRealGameData());
  if (!created.ok) throw new Error(created.errors[0]?.message);
  return created.value;
}

/** The library of `lists` in this order, its order as new as its newest list. */
const libraryOf = (...lists: ArmyList[]): StoredLibrary => ({
  ...EMPTY_LIBRARY,
  lists,
  order: lists.map((list) => list.id),
  orderUpdatedAt: Math.max(...lists.map((list) => list._updatedAt)),
});
const copyKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('writeAhead:'));

/** Each test's own library: the writes a test leaves pending in this module (a new page would not have them) stay out of the next. */
let owner: LibraryOwner;
let tests = 0;

/** A page load that aborts the IndexedDB write of `next`: the write never lands, the copy made before it stays. */
async function saveCutShort(previous: StoredLibrary, next: StoredLibrary): Promise<void> {
  const restore = failWritesAsFull();
  const outcome = await saveLibrary(owner, previous, next);
  restore();
  expect(outcome.ok).toBe(false);
}

beforeEach(async () => {
  tests += 1;
  owner = accountOwner(`test-${tests}`);
  await clearListStorage();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('the copies of the lists written ahead', () => {
  it('keeps a copy of each change until IndexedDB holds it', async () => {
    const list = newList('a', 'Hammer');
    const saved = saveLibrary(owner, EMPTY_LIBRARY, libraryOf(list));
    // Before the write has had a task to run in, the change is in localStorage.
    expect(copyKeys()).toHaveLength(2);
    await expect(saved).resolves.toEqual({ ok: true });
    expect(copyKeys()).toEqual([]);
  });

  it('puts back on the next read a change whose write a page load cut short, and says lists are held', async () => {
    const list = newList('a', 'Hammer');
    await saveLibrary(owner, EMPTY_LIBRARY, libraryOf(list));
    localStorage.removeItem(SAVED_LISTS_HELD_KEY);
    const renamed = { ...touchList(list, NOW + 1000), name: 'Anvil' };
    const added = touchList(newList('b', 'Spear'), NOW + 1000);
    await saveCutShort(libraryOf(list), libraryOf(renamed, added));
    expect(Object.keys(await storedListRows(owner))).toEqual(['a']);

    const library = await readLibrary(owner);
    expect(library.lists.map((item) => item.name).sort()).toEqual(['Anvil', 'Spear']);
    expect(library.order).toEqual(['a', 'b']);
    expect(copyKeys()).toEqual([]);
    expect(localStorage.getItem(SAVED_LISTS_HELD_KEY)).toBe('true');
  });

  it('does not put back a copy older than the list stored since (another tab wrote after it), nor as old', async () => {
    const list = newList('a', 'Hammer');
    const older = { ...touchList(list, NOW + 1000), name: 'Older' };
    await saveCutShort(libraryOf(list), libraryOf(older));
    const newer = { ...touchList(list, NOW + 2000), name: 'Newer' };
    await database().savedLists.put({ owner, id: 'a', list: newer });

    expect((await readLibrary(owner)).lists.map((item) => item.name)).toEqual(['Newer']);
    expect(copyKeys()).toEqual([]);
  });

  it('saves in IndexedDB as before when localStorage is full, and leaves no older copy behind', async () => {
    const list = newList('a', 'Hammer');
    await saveCutShort(EMPTY_LIBRARY, libraryOf(list));
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const renamed = { ...touchList(list, NOW + 1000), name: 'Anvil' };
    await expect(saveLibrary(owner, libraryOf(list), libraryOf(renamed))).resolves.toEqual({ ok: true });
    full.mockRestore();
    expect(copyKeys()).toEqual([]);
    expect((await readLibrary(owner)).lists.map((item) => item.name)).toEqual(['Anvil']);
  });

  it('warns once while localStorage stays full, not at every edit, and again once it refused after taking copies', async () => {
    const list = newList('a', 'Hammer');
    await saveLibrary(owner, EMPTY_LIBRARY, libraryOf(list));
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const renamed = { ...touchList(list, NOW + 1000), name: 'Anvil' };
    await saveLibrary(owner, libraryOf(list), libraryOf(renamed));
    await saveLibrary(owner, libraryOf(renamed), libraryOf({ ...touchList(renamed, NOW + 2000), name: 'Spear' }));
    expect(console.warn).toHaveBeenCalledTimes(1);

    full.mockRestore();
    await saveLibrary(owner, EMPTY_LIBRARY, libraryOf(list));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await saveLibrary(owner, libraryOf(list), libraryOf(renamed));
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('drops with a warning a copy that is not JSON, does not fit the schema or its key, and never writes it over a list', async () => {
    const list = newList('a', 'Hammer');
    await saveLibrary(owner, EMPTY_LIBRARY, libraryOf(list));
    const later = touchList(list, NOW + 5000);
    localStorage.setItem(`writeAhead:["savedLists","${owner}","a"]`, '{not json');
    localStorage.setItem(`writeAhead:["savedLists","${owner}","b"]`, JSON.stringify({ owner, id: 'b', list: { name: 'no schema' } }));
    // A list under another list's id, and a row under another owner's key.
    copyAhead('savedLists', { owner, id: 'c', list: { ...later, name: 'Swapped' } });
    localStorage.setItem('writeAhead:["savedLists","device","a"]', JSON.stringify({ owner, id: 'a', list: { ...later, name: 'Foreign' } }));
    localStorage.setItem('writeAhead:["nowhere","device","a"]', '{}');

    expect((await readLibrary(owner)).lists.map((item) => item.name)).toEqual(['Hammer']);
    expect(Object.keys(await storedListRows(owner))).toEqual(['a']);
    expect(copyKeys()).toEqual(['writeAhead:["nowhere","device","a"]']);
    expect(console.warn).toHaveBeenCalledTimes(4);
  });

  it('keeps a stored list it cannot read, and the copies when putting them back fails', async () => {
    await database().savedLists.put({ owner, id: 'a', list: { from: 'a later version' } });
    const list = newList('a', 'Hammer');
    copyAhead('savedLists', { owner, id: 'a', list });
    await readLibrary(owner);
    expect(await storedListRows(owner)).toEqual({ a: { from: 'a later version' } });

    const other = newList('b', 'Spear');
    copyAhead('savedLists', { owner, id: 'b', list: other });
    const restore = failWritesAsFull();
    await expect(readLibrary(owner)).resolves.toBeDefined();
    restore();
    expect(copyKeys()).toEqual([`writeAhead:["savedLists","${owner}","b"]`]);
    expect((await readLibrary(owner)).lists.map((item) => item.name)).toEqual(['Spear']);
  });
});
