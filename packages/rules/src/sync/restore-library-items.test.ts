import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { deepFreeze } from '../../test/test-kit.js';
import type { Folder } from '../list/folder.js';
import type { ListLibrary } from './list-library.js';
import { deleteFolder, folderOrderEntry } from '../operations/delete-folder.js';
import { applyFolderDeletion, libraryView } from './library-order.js';
import { restoreLibraryItems } from './restore-library-items.js';
import { softDeleteItem } from '../operations/soft-delete.js';

const T0 = 1;
const NOW = Date.UTC(2027, 2, 3);
const folder: Folder = { id: 'f1', name: 'Events', color: 'blue', lists: ['a', 'b'], createdAt: T0, updatedAt: T0, deleted: false, deletedAt: null };
const a = makeList('Skaven', { id: 'a', folderId: 'f1', _updatedAt: T0 });
const b = makeList('Skaven', { id: 'b', folderId: 'f1', _updatedAt: T0 });
const c = makeList('Skaven', { id: 'c', _updatedAt: T0 });
const before: ListLibrary = deepFreeze({ lists: [a, b, c], folders: [folder], order: ['c', folderOrderEntry('f1')], orderUpdatedAt: T0 });

describe('restoreLibraryItems', () => {
  it('brings a deleted list back, stamped so sync sends it again', () => {
    const deleted = { ...before, lists: before.lists.map((list) => (list.id === 'c' ? softDeleteItem(list, T0 + 1) : list)) };
    const restored = restoreLibraryItems(deleted, before, { listIds: ['c'], folderIds: [] }, NOW);
    expect(restored.lists.find((list) => list.id === 'c')).toMatchObject({ deleted: false, _updatedAt: NOW });
    expect(libraryView(restored).map((entry) => entry.kind)).toEqual(['list', 'folder']);
  });

  it('brings a deleted folder back with its lists, in its place', () => {
    for (const moveListsOut of [false, true]) {
      const deletion = deleteFolder({ folder, lists: before.lists, order: before.order, moveListsOut, now: T0 + 1 });
      const deleted = applyFolderDeletion(before, deletion, T0 + 1);
      const restored = restoreLibraryItems(deleted, before, { listIds: folder.lists, folderIds: [folder.id] }, NOW);
      const view = libraryView(restored);
      expect(
        view.map((entry) => (entry.kind === 'folder' ? entry.lists.map((list) => list.id) : entry.kind === 'list' ? entry.list.id : entry.roster.id)),
      ).toEqual(['c', ['a', 'b']]);
      expect(restored.folders[0]).toMatchObject({ deleted: false, updatedAt: NOW });
      expect(restored.lists.filter((list) => list.id !== 'c').every((list) => !list.deleted && list._updatedAt === NOW)).toBe(true);
    }
  });

  it('puts back a list sync has already forgotten, and keeps what was added since', () => {
    const d = makeList('Skaven', { id: 'd', _updatedAt: NOW });
    const current = { ...before, lists: [b, d], order: ['d', 'c', folderOrderEntry('f1')], orderUpdatedAt: NOW };
    const restored = restoreLibraryItems(current, before, { listIds: ['a'], folderIds: [] }, NOW);
    expect(restored.lists.map((list) => list.id)).toEqual(['b', 'd', 'a']);
    expect(restored.order).toEqual(['c', folderOrderEntry('f1'), 'd']);
  });
});
