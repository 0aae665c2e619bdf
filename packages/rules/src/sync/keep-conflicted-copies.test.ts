import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { deepFreeze } from '../../test/test-kit.js';
import type { Folder } from '../list/folder.js';
import { keepConflictedCopies } from './keep-conflicted-copies.js';
import { folderToSyncRecord, type ListLibrary } from './list-library.js';

const folder = (id: string, lists: string[], name = `Folder ${id}`): Folder => ({
  id,
  name,
  color: 'blue',
  lists,
  createdAt: 1,
  updatedAt: 10,
  deleted: false,
  deletedAt: null,
});
const list = (id: string, name: string) => makeList('Seraphon', { id, name, _updatedAt: 100 });

const library: ListLibrary = deepFreeze({
  lists: [list('a', 'Lizards'), list('b', 'Saurus'), list('c', 'Kroxigor')],
  folders: [folder('f1', ['b', 'c'])],
  order: ['a', 'folder:f1'],
  orderUpdatedAt: 50,
});
const ids = (() => {
  let next = 0;
  return () => `copy-${++next}`;
})();

describe('keepConflictedCopies', () => {
  it('keeps our copy of a conflicted list as a new list beside it, and drops the original to fetch the server copy', () => {
    const kept = keepConflictedCopies(library, { lists: ['a', 'b'], folders: [] }, [], { now: 900, newId: ids });
    expect(kept.lists.map((item) => [item.id, item.name])).toEqual([
      ['c', 'Kroxigor'],
      ['copy-1', 'Lizards (Copy)'],
      ['copy-2', 'Saurus (Copy)'],
    ]);
    expect(kept.lists.find((item) => item.id === 'copy-1')).toMatchObject({ _updatedAt: 900, deleted: false });
    expect(kept.order).toEqual(['a', 'copy-1', 'folder:f1']);
    expect(kept.orderUpdatedAt).toBe(900);
    expect(kept.folders[0]).toMatchObject({ lists: ['b', 'copy-2', 'c'], updatedAt: 900 });
  });

  it("takes the server's copy of a conflicted folder, and changes nothing without conflicts", () => {
    const theirs = folderToSyncRecord(folder('f1', ['c', 'b'], 'Their name'));
    const kept = keepConflictedCopies(library, { lists: [], folders: ['f1'] }, [theirs], { now: 900, newId: ids });
    expect(kept.folders).toEqual([folder('f1', ['c', 'b'], 'Their name')]);
    expect(kept.lists).toBe(library.lists);
    expect(keepConflictedCopies(library, { lists: [], folders: [] }, [theirs], { now: 900, newId: ids })).toBe(library);
  });
});
