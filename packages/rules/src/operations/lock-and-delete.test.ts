import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import type { Folder } from '../list/folder.js';
import { deleteFolder } from './delete-folder.js';
import { lockAll, lockAllAction } from './lock-all.js';
import { softDeleteFolder, softDeleteItem } from './soft-delete.js';
import { makeRoster } from '../../test/roster-support.js';
import { deepFreeze } from '../../test/test-kit.js';
import { setLocked, toggleLock } from './toggle-lock.js';

const NOW = Date.UTC(2027, 2, 3);

function folder(overrides: Partial<Folder> = {}): Folder {
  return { id: 'f1', name: 'Events', color: 'blue', lists: ['a', 'b'], createdAt: 1, updatedAt: 1, deleted: false, deletedAt: null, ...overrides };
}

describe('toggleLock', () => {
  it('flips the lock and stamps the edit', () => {
    const list = deepFreeze(makeList('Skaven'));
    expect(toggleLock(list, NOW)).toMatchObject({ locked: true, _updatedAt: NOW, modifiedAt: new Date(NOW).toISOString() });
    expect(toggleLock(toggleLock(list, NOW), NOW).locked).toBe(false);
    expect(setLocked(list, false, NOW)).toBe(list);
  });
});

describe('lockAll', () => {
  const a = makeList('Skaven', { id: 'a', locked: true });
  const b = makeList('Skaven', { id: 'b', locked: false });
  const outside = makeList('Skaven', { id: 'c', locked: false });

  it('locks every list in the folder when any is unlocked', () => {
    const lists = deepFreeze([a, b, outside]);
    expect(lockAllAction(folder(), lists)).toBe('lock');
    const next = lockAll(folder(), lists, NOW);
    expect(next.map((list) => list.locked)).toEqual([true, true, false]);
    expect(next[0]).toBe(a);
    expect(next[1]!._updatedAt).toBe(NOW);
    expect(next[2]).toBe(outside);
  });

  it('unlocks them all when all are locked', () => {
    const lists = [a, { ...b, locked: true }, outside];
    expect(lockAllAction(folder(), lists)).toBe('unlock');
    expect(lockAll(folder(), lists, NOW).map((list) => list.locked)).toEqual([false, false, false]);
  });

  it('does not count soft-deleted lists', () => {
    const lists = [a, { ...b, deleted: true }];
    expect(lockAllAction(folder(), lists)).toBe('unlock');
    expect(lockAll(folder(), lists, NOW)[1]!.locked).toBe(false);
  });
});

describe('soft delete', () => {
  it('marks a list deleted with the time, once', () => {
    const list = deepFreeze(makeList('Skaven'));
    const deleted = softDeleteItem(list, NOW);
    expect(deleted).toMatchObject({ deleted: true, deletedAt: NOW, _updatedAt: NOW });
    expect(softDeleteItem(deleted, NOW + 5)).toBe(deleted);
    expect(softDeleteFolder(folder(), NOW)).toMatchObject({ deleted: true, deletedAt: NOW, updatedAt: NOW });
  });

  it('deleting a folder can move its lists to the top level, in the folder’s place', () => {
    const lists = deepFreeze([
      makeList('Skaven', { id: 'a', folderId: 'f1' }),
      makeList('Skaven', { id: 'b', folderId: 'f1', deleted: true }),
      makeList('Skaven', { id: 'c' }),
    ]);
    const result = deleteFolder({ folder: deepFreeze(folder()), lists, order: ['c', 'folder:f1', 'folder:f2'], moveListsOut: true, now: NOW });
    expect(result.folder).toMatchObject({ deleted: true, deletedAt: NOW, lists: [] });
    expect(result.lists.map((list) => [list.id, list.folderId, list.deleted])).toEqual([
      ['a', null, false],
      ['b', null, true],
      ['c', null, false],
    ]);
    expect(result.lists[2]).toBe(lists[2]);
    expect(result.order).toEqual(['c', 'a', 'folder:f2']);
  });

  it('or soft-delete them with it', () => {
    const lists = [makeList('Skaven', { id: 'a', folderId: 'f1' }), makeList('Skaven', { id: 'c' })];
    const result = deleteFolder({ folder: folder(), lists, order: ['folder:f1', 'c'], moveListsOut: false, now: NOW });
    expect(result.lists.map((list) => list.deleted)).toEqual([true, false]);
    expect(result.lists[0]!.deletedAt).toBe(NOW);
    expect(result.order).toEqual(['c']);
  });
});

describe('a campaign roster, locked and deleted as a list is', () => {
  const roster = makeRoster('Ascension');

  it('locks and unlocks, stamped for sync, with no list date added', () => {
    const locked = toggleLock(roster, NOW);
    expect(locked).toMatchObject({ locked: true, _updatedAt: NOW });
    expect('modifiedAt' in locked).toBe(false);
    expect(setLocked(locked, true, NOW + 1)).toBe(locked);
    expect(toggleLock(locked, NOW + 1)).toMatchObject({ locked: false, _updatedAt: NOW + 1 });
  });

  it('is deleted softly, kept for sync to carry', () => {
    const deleted = softDeleteItem(roster, NOW);
    expect(deleted).toMatchObject({ deleted: true, deletedAt: NOW, _updatedAt: NOW, units: roster.units });
    expect(softDeleteItem(deleted, NOW + 1)).toBe(deleted);
  });
});
