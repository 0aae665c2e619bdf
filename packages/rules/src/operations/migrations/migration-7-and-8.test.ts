import { describe, expect, it } from 'vitest';

import { FolderSchema } from '../../list/folder.js';
import { deepFreeze } from '../../../test/test-kit.js';
import { migration7 } from './migration-7-epoch-timestamps.js';
import { migration8 } from './migration-8-folder-records.js';

const NOW = Date.UTC(2027, 0, 1);

function ids() {
  let next = 0;
  return () => `folder-${++next}`;
}

describe('migration 7: epoch timestamps', () => {
  it('fills _createdAt and _updatedAt from createdAt and modifiedAt', () => {
    const v6 = {
      lists: {
        a: { id: 'a', createdAt: '2025-03-01T10:00:00.000Z', modifiedAt: '2025-04-02T11:30:00.000Z' },
        b: { id: 'b', createdAt: '2025-03-01T10:00:00.000Z' },
        c: { id: 'c', createdAt: 'not a date', modifiedAt: 1_700_000_000_000 },
        d: { id: 'd' },
        e: { id: 'e', createdAt: '2025-01-01T00:00:00.000Z', _createdAt: 5, _updatedAt: 6 },
      },
    };
    const result = migration7.migrate(deepFreeze(v6), { now: NOW, newId: ids() });
    expect(result.ok && result.value.lists).toEqual({
      a: { ...v6.lists.a, _createdAt: Date.UTC(2025, 2, 1, 10), _updatedAt: Date.UTC(2025, 3, 2, 11, 30) },
      b: { ...v6.lists.b, _createdAt: Date.UTC(2025, 2, 1, 10), _updatedAt: Date.UTC(2025, 2, 1, 10) },
      c: { ...v6.lists.c, _createdAt: 1_700_000_000_000, _updatedAt: 1_700_000_000_000 },
      d: { id: 'd', _createdAt: 0, _updatedAt: 0 },
      e: v6.lists.e,
    });
  });
});

describe('migration 8: folder records', () => {
  it('gives array folders ids, timestamps and deleted flags, and their lists a folderId', () => {
    const v7 = {
      lists: { a: { id: 'a' }, b: { id: 'b' }, c: { id: 'c' } },
      folders: [
        { name: 'Events', color: 'red', lists: ['a', 'b'] },
        { name: 'Casual', color: 'teal', lists: ['c', 7] },
        { id: 'kept', name: 'Synced', color: 'blue', lists: [], createdAt: 1, updatedAt: 2, deleted: true, deletedAt: 2 },
        'junk',
      ],
    };
    const result = migration8.migrate(deepFreeze(v7), { now: NOW, newId: ids() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.folders).toEqual([
      { id: 'folder-1', name: 'Events', color: 'red', lists: ['a', 'b'], createdAt: NOW, updatedAt: NOW, deleted: false, deletedAt: null },
      { id: 'folder-2', name: 'Casual', color: 'gray', lists: ['c'], createdAt: NOW, updatedAt: NOW, deleted: false, deletedAt: null },
      { id: 'kept', name: 'Synced', color: 'blue', lists: [], createdAt: 1, updatedAt: 2, deleted: true, deletedAt: 2 },
    ]);
    for (const folder of result.value.folders as unknown[]) expect(() => FolderSchema.parse(folder)).not.toThrow();
    expect(result.value.lists).toEqual({ a: { id: 'a', folderId: 'folder-1' }, b: { id: 'b', folderId: 'folder-1' }, c: { id: 'c', folderId: 'folder-2' } });
  });

  it('reads folders stored as an object keyed by name', () => {
    const result = migration8.migrate({ folders: { Events: { color: 'green', lists: ['a'] } } }, { now: NOW, newId: ids() });
    expect(result.ok && result.value.folders).toEqual([
      { id: 'folder-1', name: 'Events', color: 'green', lists: ['a'], createdAt: NOW, updatedAt: NOW, deleted: false, deletedAt: null },
    ]);
  });

  it('changes nothing without folders and fails on an unreadable value', () => {
    expect(migration8.migrate({ lists: {} }, { now: NOW, newId: ids() })).toEqual({ ok: true, value: { lists: {} } });
    expect(migration8.migrate({ folders: 'Events' }, { now: NOW, newId: ids() })).toMatchObject({ ok: false, errors: [{ migration: 8 }] });
  });
});
