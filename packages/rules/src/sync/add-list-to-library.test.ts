import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import type { Folder } from '../list/folder.js';
import type { ListLibrary } from './list-library.js';
import { addListToLibrary } from './add-list-to-library.js';
import { createList } from '../operations/create-list.js';

const NOW = Date.UTC(2026, 6, 4);

function list(id: string, folderId: string | null = null): ArmyList {
  const created = createList({ id, name: `List ${id}`, faction: 'Skaven', now: 1, folderId }, loadRealGameData());
  if (!created.ok) throw new Error(created.errors[0]!.message);
  return created.value;
}

const folder = (id: string, lists: string[], deleted = false): Folder => ({
  id,
  name: id,
  color: 'red',
  lists,
  createdAt: 1,
  updatedAt: 1,
  deleted,
  deletedAt: null,
});

const library = (): ListLibrary & { lastSynced: number } => ({
  lists: [list('a'), list('b', 'f1')],
  folders: [folder('f1', ['b']), folder('gone', [], true)],
  order: ['folder:f1', 'a'],
  orderUpdatedAt: 1,
  lastSynced: 5,
});

describe('addListToLibrary', () => {
  it('puts a top-level list first in the order, stamps the order and keeps the rest of the library', () => {
    const next = addListToLibrary(library(), list('new'), NOW);
    expect(next.order).toEqual(['new', 'folder:f1', 'a']);
    expect(next.orderUpdatedAt).toBe(NOW);
    expect(next.lists.map((item) => item.id)).toEqual(['a', 'b', 'new']);
    expect(next.folders).toEqual(library().folders);
    expect(next.lastSynced).toBe(5);
  });

  it('puts a list first in its folder and leaves the top-level order alone', () => {
    const next = addListToLibrary(library(), list('new', 'f1'), NOW);
    expect(next.folders[0]).toMatchObject({ id: 'f1', lists: ['new', 'b'], updatedAt: NOW });
    expect(next.order).toEqual(['folder:f1', 'a']);
    expect(next.orderUpdatedAt).toBe(1);
  });

  it('places a list whose folder is unknown or deleted at the top level, without the folder', () => {
    for (const folderId of ['nope', 'gone']) {
      const next = addListToLibrary(library(), list('new', folderId), NOW);
      expect(next.order[0]).toBe('new');
      expect(next.lists.find((item) => item.id === 'new')?.folderId).toBeNull();
    }
  });

  it('never stores an id twice: a list already there is replaced in place and moved to the top', () => {
    const renamed = { ...list('a'), name: 'Renamed' };
    const next = addListToLibrary(library(), renamed, NOW);
    expect(next.lists.map((item) => item.id)).toEqual(['a', 'b']);
    expect(next.lists[0]!.name).toBe('Renamed');
    expect(next.order).toEqual(['a', 'folder:f1']);
  });
});
