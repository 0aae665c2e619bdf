import { describe, expect, it } from 'vitest';

import { listSchemas, type ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import type { ListLibrary } from './list-library.js';
import { createRoster, type CampaignRoster } from '../path-to-glory/roster.js';
import { deleteFolder } from '../operations/delete-folder.js';
import {
  addFolderToLibrary,
  addListAfter,
  addRosterAfter,
  applyFolderDeletion,
  libraryOrder,
  libraryView,
  moveLibraryItem,
  moveListToFolder,
  type MemberEntry,
} from './library-order.js';

const T0 = 1_700_000_000_000;
const NOW = T0 + 60_000;

function list(id: string, overrides: Partial<ArmyList> = {}): ArmyList {
  const iso = new Date(T0).toISOString();
  return {
    ...listSchemas().ArmyListSchema.parse({ id, name: `List ${id}`, faction: 'Seraphon', createdAt: iso, modifiedAt: iso, _createdAt: T0, _updatedAt: T0 }),
    ...overrides,
  };
}

function folder(id: string, lists: string[], overrides: Partial<Folder> = {}): Folder {
  return { id, name: `Folder ${id}`, color: 'blue', lists, createdAt: T0, updatedAt: T0, deleted: false, deletedAt: null, ...overrides };
}

function roster(id: string, overrides: Partial<CampaignRoster> = {}): CampaignRoster {
  return { ...createRoster({ id, name: `Roster ${id}`, faction: 'Seraphon', campaignId: 'ascension', now: T0 }), ...overrides };
}

type TestLibrary = ListLibrary & { rosters?: readonly CampaignRoster[] };

function library(parts: Partial<TestLibrary>): TestLibrary {
  return { lists: [], folders: [], order: [], orderUpdatedAt: T0, ...parts };
}

/** Lists by id, rosters as 'r:<id>', folders as 'f[...]'. */
const shape = (lib: TestLibrary) => {
  const member = (entry: MemberEntry) => (entry.kind === 'list' ? entry.list.id : `r:${entry.roster.id}`);
  return libraryView(lib).map((entry) => (entry.kind === 'folder' ? `${entry.folder.id}[${entry.members.map(member).join(',')}]` : member(entry)));
};

describe('libraryView', () => {
  it('follows the stored order and shows each visible list and folder once', () => {
    const lib = library({
      lists: [list('a'), list('b'), list('c'), list('d', { deleted: true, deletedAt: T0 })],
      folders: [folder('f', ['c', 'd', 'gone']), folder('x', [], { deleted: true, deletedAt: T0 })],
      order: ['b', 'folder:f', 'a', 'a', 'c', 'd', 'folder:x', 'unknown'],
    });
    expect(shape(lib)).toEqual(['b', 'f[c]', 'a']);
  });

  it('appends what the order lacks: folders, then lists; a list naming its folder joins it', () => {
    const lib = library({
      lists: [list('a'), list('b'), list('c', { folderId: 'f' })],
      folders: [folder('f', [])],
      order: ['b'],
    });
    expect(shape(lib)).toEqual(['b', 'f[c]', 'a']);
    expect(libraryOrder(lib)).toEqual(['b', 'folder:f', 'a']);
  });

  it('puts a list two folders name into the first of them only', () => {
    const lib = library({ lists: [list('a')], folders: [folder('f', ['a']), folder('g', ['a'])], order: ['folder:g', 'folder:f'] });
    expect(shape(lib)).toEqual(['g[]', 'f[a]']);
  });
});

describe('moveLibraryItem', () => {
  const base = library({
    lists: [list('a'), list('b'), list('c'), list('d', { folderId: 'f' })],
    folders: [folder('f', ['c', 'd']), folder('g', [])],
    order: ['a', 'folder:f', 'b', 'folder:g'],
  });

  it('reorders the top level and stamps the order only', () => {
    const next = moveLibraryItem(base, { kind: 'list', id: 'b' }, { folderId: null, index: 0 }, NOW);
    expect(next.order).toEqual(['b', 'a', 'folder:f', 'folder:g']);
    expect(next.orderUpdatedAt).toBe(NOW);
    expect(next.folders).toEqual(base.folders);
    expect(next.lists).toBe(base.lists);
  });

  it('moves a folder at the top level, never into a folder', () => {
    const next = moveLibraryItem(base, { kind: 'folder', id: 'g' }, { folderId: null, index: 1 }, NOW);
    expect(next.order).toEqual(['a', 'folder:g', 'folder:f', 'b']);
    expect(moveLibraryItem(base, { kind: 'folder', id: 'g' }, { folderId: 'f', index: 0 }, NOW)).toBe(base);
  });

  it('does nothing when the position is unchanged or the target is unknown', () => {
    expect(moveLibraryItem(base, { kind: 'list', id: 'a' }, { folderId: null, index: 0 }, NOW)).toBe(base);
    expect(moveLibraryItem(base, { kind: 'list', id: 'c' }, { folderId: 'f', index: 0 }, NOW)).toBe(base);
    expect(moveLibraryItem(base, { kind: 'list', id: 'a' }, { folderId: 'nope', index: 0 }, NOW)).toBe(base);
    expect(moveLibraryItem(base, { kind: 'list', id: 'nope' }, { folderId: null, index: 0 }, NOW)).toBe(base);
  });

  it('reorders inside a folder, stamping the folder', () => {
    const next = moveLibraryItem(base, { kind: 'list', id: 'd' }, { folderId: 'f', index: 0 }, NOW);
    expect(next.folders[0]).toMatchObject({ lists: ['d', 'c'], updatedAt: NOW });
    expect(next.folders[1]).toBe(base.folders[1]);
    expect(next.orderUpdatedAt).toBe(T0);
  });

  it('moves a list into a folder at a position and stamps list, folder and order', () => {
    const next = moveLibraryItem(base, { kind: 'list', id: 'a' }, { folderId: 'f', index: 1 }, NOW);
    expect(shape(next)).toEqual(['f[c,a,d]', 'b', 'g[]']);
    expect(next.order).toEqual(['folder:f', 'b', 'folder:g']);
    expect(next.orderUpdatedAt).toBe(NOW);
    const moved = next.lists.find((item) => item.id === 'a')!;
    expect(moved.folderId).toBe('f');
    expect(moved._updatedAt).toBe(NOW);
  });

  it('takes a list out of its folder to the top level', () => {
    const next = moveLibraryItem(base, { kind: 'list', id: 'd' }, { folderId: null, index: 4 }, NOW);
    expect(shape(next)).toEqual(['a', 'f[c]', 'b', 'g[]', 'd']);
    expect(next.lists.find((item) => item.id === 'd')!.folderId).toBeNull();
    expect(next.folders[0]!.updatedAt).toBe(NOW);
  });

  it('moves a list from one folder to another, leaving the top level alone', () => {
    const next = moveListToFolder(base, 'c', 'g', NOW);
    expect(shape(next)).toEqual(['a', 'f[d]', 'b', 'g[c]']);
    expect(next.orderUpdatedAt).toBe(T0);
    expect(next.folders.map((item) => item.updatedAt)).toEqual([NOW, NOW]);
  });
});

describe('adding to the library', () => {
  it('puts a new folder first', () => {
    const lib = library({ lists: [list('a')], order: ['a'] });
    const next = addFolderToLibrary(lib, folder('n', []), NOW);
    expect(shape(next)).toEqual(['n[]', 'a']);
    expect(next.orderUpdatedAt).toBe(NOW);
  });

  it('places a copy right after its original, in the same folder', () => {
    const lib = library({ lists: [list('a'), list('b'), list('c')], folders: [folder('f', ['b', 'c'])], order: ['folder:f', 'a'] });
    const inFolder = addListAfter(lib, list('b2', { folderId: null }), 'b', NOW);
    expect(shape(inFolder)).toEqual(['f[b,b2,c]', 'a']);
    expect(inFolder.lists.at(-1)!.folderId).toBe('f');
    const atTop = addListAfter(lib, list('a2'), 'a', NOW);
    expect(shape(atTop)).toEqual(['f[b,c]', 'a', 'a2']);
    expect(atTop.orderUpdatedAt).toBe(NOW);
  });
});

describe('applyFolderDeletion', () => {
  const lib = library({ lists: [list('a'), list('b'), list('c')], folders: [folder('f', ['b', 'c'])], order: ['a', 'folder:f'] });
  const run = (moveListsOut: boolean) => {
    const deletion = deleteFolder({ folder: lib.folders[0]!, lists: lib.lists, order: libraryOrder(lib), moveListsOut, now: NOW });
    return applyFolderDeletion(lib, deletion, NOW);
  };

  it('moves the lists to the top level in the folder’s place', () => {
    expect(shape(run(true))).toEqual(['a', 'b', 'c']);
  });

  it('or deletes them with the folder', () => {
    const next = run(false);
    expect(shape(next)).toEqual(['a']);
    expect(next.lists.filter((item) => item.deleted).map((item) => item.id)).toEqual(['b', 'c']);
  });
});

describe('rosters beside the lists', () => {
  const base = library({
    lists: [list('a'), list('b')],
    rosters: [roster('r1'), roster('r2'), roster('gone', { deleted: true, deletedAt: T0 })],
    folders: [folder('f', ['b', 'roster:r2', 'roster:gone'])],
    order: ['roster:r1', 'a', 'folder:f', 'roster:gone', 'roster:unknown'],
  });

  it('shows each live roster once, in the order or in its folder, and appends a new one last', () => {
    expect(shape(base)).toEqual(['r:r1', 'a', 'f[b,r:r2]']);
    const withNew = { ...base, rosters: [...base.rosters!, roster('r3')] };
    expect(libraryOrder(withNew)).toEqual(['roster:r1', 'a', 'folder:f', 'roster:r3']);
  });

  it('moves a roster into a folder at a position, stamping the folder and the order, not the roster', () => {
    const next = moveLibraryItem(base, { kind: 'roster', id: 'r1' }, { folderId: 'f', index: 1 }, NOW);
    expect(shape(next)).toEqual(['a', 'f[b,r:r1,r:r2]']);
    expect(next.folders[0]).toMatchObject({ lists: ['b', 'roster:r1', 'roster:r2'], updatedAt: NOW });
    expect(next.order).toEqual(['a', 'folder:f']);
    expect(next.orderUpdatedAt).toBe(NOW);
    expect(next.rosters).toBe(base.rosters);
    expect(next.lists).toBe(base.lists);
  });

  it('takes a roster out of its folder to the top level', () => {
    const next = moveLibraryItem(base, { kind: 'roster', id: 'r2' }, { folderId: null, index: 0 }, NOW);
    expect(shape(next)).toEqual(['r:r2', 'r:r1', 'a', 'f[b]']);
  });

  it('keeps every roster entry in its place when the rosters are not at hand', () => {
    const { rosters: _rosters, ...withoutRosters } = base;
    const next = moveLibraryItem(withoutRosters, { kind: 'list', id: 'a' }, { folderId: 'f', index: 0 }, NOW);
    expect(next.folders[0]!.lists).toEqual(['a', 'b', 'roster:r2', 'roster:gone']);
    // 'roster:gone' stays in its folder, so not at the top level as well.
    expect(next.order).toEqual(['roster:r1', 'folder:f', 'roster:unknown']);
    expect(shape({ ...next, rosters: base.rosters })).toEqual(['r:r1', 'f[a,b,r:r2]']);
  });

  it('puts a duplicated list after its original without dropping the folder’s rosters', () => {
    const { rosters: _rosters, ...withoutRosters } = base;
    const next = addListAfter(withoutRosters, list('b2'), 'b', NOW);
    expect(next.folders[0]!.lists).toEqual(['b', 'b2', 'roster:r2', 'roster:gone']);
  });

  it('puts a duplicated roster right after its original, in its folder or at the top level', () => {
    const inFolder = addRosterAfter(base, 'r2c', 'r2', NOW);
    expect(shape({ ...inFolder, rosters: [...base.rosters!, roster('r2c')] })).toEqual(['r:r1', 'a', 'f[b,r:r2,r:r2c]']);
    expect(inFolder.folders[0]!.updatedAt).toBe(NOW);
    const atTop = addRosterAfter(base, 'r1c', 'r1', NOW);
    expect(shape({ ...atTop, rosters: [...base.rosters!, roster('r1c')] })).toEqual(['r:r1', 'r:r1c', 'a', 'f[b,r:r2]']);
    expect(atTop.orderUpdatedAt).toBe(NOW);
  });

  it('places an original the order never held beside its copy, with the rosters at hand', () => {
    const lib = library({ lists: [list('a'), list('b')], rosters: [roster('r1')], order: ['a'] });
    const next = addRosterAfter(lib, 'r1c', 'r1', NOW);
    expect(shape({ ...next, lists: [...next.lists, list('c')], rosters: [roster('r1'), roster('r1c')] })).toEqual(['a', 'b', 'r:r1', 'r:r1c', 'c']);
  });

  it('moves the rosters of a deleted folder to the top level in its place, even when its lists are deleted with it', () => {
    for (const moveListsOut of [false, true]) {
      const deletion = deleteFolder({ folder: base.folders[0]!, lists: base.lists, order: libraryOrder(base), moveListsOut, now: NOW });
      const next = { ...applyFolderDeletion(base, deletion, NOW), rosters: base.rosters };
      expect(shape(next)).toEqual(moveListsOut ? ['r:r1', 'a', 'b', 'r:r2'] : ['r:r1', 'a', 'r:r2']);
    }
  });
});
