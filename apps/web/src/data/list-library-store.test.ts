import 'fake-indexeddb/auto';

import { listSchemas, createList, LATEST_MIGRATION, touchList } from '@scrolldex/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { clearListStorage, failWritesAsFull, storedListRows } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { database } from './db';
import { accountOwner, DEVICE_OWNER, deleteLibrary, EMPTY_LIBRARY, loadLibrary, readLibrary, saveLibrary, unsyncedRecords } from './list-library-store';
import { CLEANED_FOR_DATA_KEY, MIGRATION_KEY, MOVED_FACT, STATS_KEY } from './list-library-move';
import { SAVED_LISTS_HELD_KEY } from './saved-lists-presence';

const NOW = Date.UTC(2026, 10, 25, 12);
const CONTEXT = { now: NOW, newId: () => 'new-folder' };
const MODIFIED = '2025-06-02T09:00:00.000Z';

function newList(id: string, name: string) {
  const created = createList({ id, name, faction: 'Stormcast Eternals', now: NOW }, loadRealGameData());
  if (!created.ok) throw new Error(created.errors[0]?.message);
  return created.value;
}

/**
 * One list and its folder as each version of the app stored them: the
 * counter value they were written at (null: before counters, a key per list),
 * and the localStorage entries. The same Ironjawz list throughout: a Megaboss
 * general with a heroic trait, and Ardboyz with a banner and two choppas.
 */
const V1_LEADER = {
  name: 'Megaboss',
  general: true,
  reinforced: false,
  heroicTrait: '',
  artifact: '',
  weaponOptions: [],
  enhancements: [['Heroic Traits', 'Brutal Warlord']],
  upgrade: '',
};
const V1_UNIT = {
  name: 'Ardboyz',
  general: false,
  reinforced: true,
  heroicTrait: '',
  artifact: '',
  weaponOptions: { Ardboy: { Choppa: 2 } },
  enhancements: [],
  upgrade: 'Ardboy Banner',
};

function unitsAt(version: number): { leader: Record<string, unknown>; unit: Record<string, unknown> } {
  let leader: Record<string, unknown> = { ...V1_LEADER };
  let unit: Record<string, unknown> = { ...V1_UNIT };
  if (version >= 3) {
    const { upgrade: _leaderUpgrade, ...leaderRest } = leader;
    const { upgrade: _unitUpgrade, ...unitRest } = unit;
    leader = { ...leaderRest, upgrades: [] };
    unit = { ...unitRest, upgrades: ['Ardboy Banner'] };
  }
  if (version >= 4) {
    const { weaponOptions: _leaderWeapons, ...leaderRest } = leader;
    const { weaponOptions: _unitWeapons, ...unitRest } = unit;
    leader = { ...leaderRest, weapons: {} };
    unit = { ...unitRest, weapons: { Ardboy: { Choppa: 2 } } };
  }
  if (version >= 5) {
    const { enhancements: _leaderEnhancements, ...leaderRest } = leader;
    const { enhancements: _unitEnhancements, ...unitRest } = unit;
    leader = { ...leaderRest, heroicTrait: 'Brutal Warlord', enhancementChoices: {} };
    unit = { ...unitRest, enhancementChoices: {} };
  }
  if (version >= 6) {
    leader = { ...leader, artifact: null };
    unit = { ...unit, weapons: { Ardboy: [{ name: 'Choppa', count: 2 }] }, heroicTrait: null, artifact: null };
  }
  return { leader, unit };
}

function storedAt(version: number | null): Record<string, unknown> {
  const at = version ?? 1;
  const { leader, unit } = unitsAt(at);
  const list: Record<string, unknown> = {
    id: 'abc',
    name: 'Waaagh 2k',
    faction: at >= 3 ? 'Ironjawz - Big Waaagh!' : 'Big Waaagh!',
    formation: null,
    regiments: [{ leader, units: [unit] }],
    auxiliaryUnits: [],
    regimentOfRenownUnits: [],
    pointsCap: 2000,
    validator: 'standard',
    createdAt: '2025-06-01T09:00:00.000Z',
    modifiedAt: MODIFIED,
    ...(at >= 7 ? { _createdAt: Date.UTC(2025, 5, 1, 9), _updatedAt: Date.parse(MODIFIED) } : {}),
    ...(at >= 8 ? { folderId: 'orruks' } : {}),
  };
  const folders =
    at >= 8
      ? [{ id: 'orruks', name: 'Orruks', color: 'green', lists: ['abc'], createdAt: 5, updatedAt: 6, deleted: false, deletedAt: null }]
      : [{ name: 'Orruks', color: 'green', lists: ['abc'] }];
  return {
    ...(version === null ? { 'list:abc': list } : { lists: { abc: list }, [MIGRATION_KEY]: version }),
    folders,
    ...(at >= 8 ? { [STATS_KEY]: { order: ['folder:orruks'], orderUpdatedAt: 7, unsyncedLists: 1, unsyncedFolders: 0, lastSynced: 3 } } : {}),
    [CLEANED_FOR_DATA_KEY]: 'old-data',
  };
}

function store(entries: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
}

beforeEach(async () => {
  localStorage.clear();
  await clearListStorage();
});
afterEach(() => vi.restoreAllMocks());

describe('moving the lists of earlier versions from localStorage', () => {
  it('starts a fresh install with an empty library and writes nothing', async () => {
    expect(await loadLibrary(DEVICE_OWNER, CONTEXT)).toEqual(EMPTY_LIBRARY);
    expect(localStorage.length).toBe(0);
    expect(await database().listStoreFacts.count()).toBe(0);
  });

  it.each([null, 1, 2, 3, 4, 5, 6, 7, 8])('moves a store of version %s into IndexedDB, migrated, and clears localStorage', async (version) => {
    store({ ...storedAt(version), unrelated: 'kept' });
    const owner = accountOwner('u1');
    const library = await loadLibrary(owner, CONTEXT);

    expect(library.lists).toHaveLength(1);
    const [list] = library.lists;
    expect(listSchemas().ArmyListSchema.parse(list)).toEqual(list);
    const folderId = version === 8 ? 'orruks' : 'new-folder';
    expect(list).toMatchObject({ id: 'abc', name: 'Waaagh 2k', faction: 'Ironjawz - Big Waaagh!', folderId, _updatedAt: Date.parse(MODIFIED) });
    const { leader, units } = list!.regiments[0]!;
    expect(leader).toMatchObject({ name: 'Megaboss', general: true, heroicTrait: 'Brutal Warlord' });
    expect(units[0]).toMatchObject({ name: 'Ardboyz', reinforced: true, upgrades: ['Ardboy Banner'], weapons: { Ardboy: [{ name: 'Choppa', count: 2 }] } });
    expect(library.folders).toMatchObject([{ id: folderId, name: 'Orruks', lists: ['abc'] }]);
    expect(library.cleanedFor).toBe('old-data');
    if (version === 8) expect(library).toMatchObject({ order: ['folder:orruks'], orderUpdatedAt: 7, lastSynced: 3 });

    // Only the lists' keys leave localStorage (a flag says lists are held); the counter reached is kept in IndexedDB.
    expect(Object.keys(localStorage).sort()).toEqual([SAVED_LISTS_HELD_KEY, 'unrelated']);
    expect(await database().listStoreFacts.get(MOVED_FACT)).toEqual({ key: MOVED_FACT, value: LATEST_MIGRATION });
    // The next start finds them in IndexedDB, in the same library, with no new ids.
    expect(await loadLibrary(owner, { now: NOW, newId: () => 'never' })).toEqual(library);
    expect(await readLibrary(DEVICE_OWNER)).toEqual(EMPTY_LIBRARY);
  });

  it('keeps the localStorage copies until IndexedDB has taken them, and never writes over a row stored since', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store(storedAt(8));
    const before = { ...localStorage };
    const restore = failWritesAsFull();
    await expect(loadLibrary(DEVICE_OWNER, CONTEXT)).rejects.toMatchObject({ name: expect.stringMatching(/QuotaExceeded|Abort/) });
    restore();
    expect({ ...localStorage }).toEqual(before);

    // Space freed, a list is saved before the next start moves the old ones: both stay, the newer row untouched.
    const edited = { ...newList('abc', 'Edited since'), folderId: null };
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [edited] });
    const library = await loadLibrary(DEVICE_OWNER, CONTEXT);
    expect(library.lists.map((list) => list.name)).toEqual(['Edited since']);
    expect(library.folders.map((folder) => folder.id)).toEqual(['orruks']);
    expect(Object.keys(localStorage)).toEqual([SAVED_LISTS_HELD_KEY]);
  });

  it('moves a list the schema refuses as it is, kept out of view but never lost', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store({ [MIGRATION_KEY]: 8, lists: { good: newList('good', 'Hammers'), broken: { id: 'broken', name: 42 } } });
    const library = await loadLibrary(DEVICE_OWNER, CONTEXT);
    expect(library.lists.map((list) => list.id)).toEqual(['good']);
    expect((await storedListRows()).broken).toEqual({ id: 'broken', name: 42 });
  });
});

describe('the library in IndexedDB', () => {
  it('writes list by list: a list it cannot read stays through later saves, and a dropped list goes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await database().savedLists.put({ owner: DEVICE_OWNER, id: 'broken', list: { id: 'broken', name: 42 } });
    const first = { ...EMPTY_LIBRARY, lists: [newList('a', 'A'), newList('b', 'B')], order: ['a', 'b'], orderUpdatedAt: NOW };
    await expect(saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, first)).resolves.toEqual({ ok: true });
    const second = { ...first, lists: [touchList({ ...first.lists[0]!, name: 'A2' }, NOW + 1)] };
    await saveLibrary(DEVICE_OWNER, first, second);
    const rows = await storedListRows();
    expect(Object.keys(rows).sort()).toEqual(['a', 'broken']);
    expect(rows.broken).toEqual({ id: 'broken', name: 42 });
    expect(await readLibrary(DEVICE_OWNER)).toEqual(second);
  });

  it('reads a list an earlier version stored with its issues as sentences, with its issues as codes and params', async () => {
    const list = newList('old', 'Old');
    const errors = ['Megaboss cannot be reinforced.'];
    const warnings = ['Warning: No artifact selected although a unit could take one.'];
    await database().savedLists.put({ owner: DEVICE_OWNER, id: 'old', list: { ...list, lastValidation: 'error', errors, warnings } });
    const [read] = (await readLibrary(DEVICE_OWNER)).lists;
    expect(read).toMatchObject({ id: 'old', lastValidation: 'error' });
    expect(read!.errors).toEqual([{ code: 'CANNOT_REINFORCE', params: { unit: 'Megaboss' } }]);
    expect(read!.warnings).toEqual([{ code: 'NO_ARTIFACT', params: {} }]);
  });

  it('keeps each owner apart: deleting one library leaves the others', async () => {
    const mine = { ...EMPTY_LIBRARY, lists: [newList('m', 'Mine')] };
    const theirs = { ...EMPTY_LIBRARY, lists: [newList('t', 'Theirs')] };
    await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, mine);
    await saveLibrary(accountOwner('u1'), EMPTY_LIBRARY, theirs);
    await deleteLibrary(accountOwner('u1'));
    expect(await readLibrary(accountOwner('u1'))).toEqual(EMPTY_LIBRARY);
    expect(await readLibrary(DEVICE_OWNER)).toEqual(mine);
  });

  it('reports a write the full store refused, keeps it pending, and stores it with the next write once there is room', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = { ...EMPTY_LIBRARY, lists: [newList('a', 'A')] };
    const restore = failWritesAsFull();
    const refused = await saveLibrary(DEVICE_OWNER, EMPTY_LIBRARY, first);
    restore();
    expect(refused.ok).toBe(false);
    expect(await storedListRows()).toEqual({});

    const second = { ...first, lists: [...first.lists, newList('b', 'B')] };
    await expect(saveLibrary(DEVICE_OWNER, first, second)).resolves.toEqual({ ok: true });
    expect(Object.keys(await storedListRows()).sort()).toEqual(['a', 'b']);
  });

  it('counts unsynced changes per list and folder, against what the server is known to hold', () => {
    const [a, b] = [newList('a', 'A'), newList('b', 'B')];
    const gone = { ...newList('gone', 'Never synced'), deleted: true, deletedAt: NOW };
    const library = {
      ...EMPTY_LIBRARY,
      lists: [a, touchList(b, NOW + 5), gone],
      orderUpdatedAt: NOW,
      synced: { lists: { a: a._updatedAt, b: b._updatedAt }, folders: {}, order: NOW },
    };
    const unsynced = unsyncedRecords(library);
    expect(unsynced.lists.map((list) => list.id)).toEqual(['b']);
    expect(unsynced.order).toBe(false);
    expect(unsyncedRecords({ ...library, orderUpdatedAt: NOW + 1 }).order).toBe(true);
  });
});
