import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { deepFreeze } from '../../test/test-kit.js';
import type { Folder } from '../list/folder.js';
import type { ListLibrary } from './list-library.js';
import { mergeLibraries } from './merge-libraries.js';

const T0 = Date.UTC(2027, 0, 1);
const NOW = T0 + 60_000;

function folder(id: string, name: string, lists: string[], overrides: Partial<Folder> = {}): Folder {
  return { id, name, color: 'green', lists, createdAt: T0, updatedAt: T0, deleted: false, deletedAt: null, ...overrides };
}

function list(id: string, overrides: Parameters<typeof makeList>[1] = {}) {
  return makeList('Stormcast Eternals', { id, name: id, _updatedAt: T0, ...overrides });
}

function library(parts: Partial<ListLibrary>): ListLibrary {
  return deepFreeze({ lists: [], folders: [], order: [], orderUpdatedAt: T0, ...parts });
}

describe('mergeLibraries', () => {
  it("adds the device's lists and folders after the account's, in the device's order, and stamps the order", () => {
    const account = library({ lists: [list('a1')], order: ['a1'] });
    const device = library({
      lists: [list('d1'), list('d2', { folderId: 'f' })],
      folders: [folder('f', 'Orruks', ['d2'])],
      order: ['folder:f', 'd1'],
    });
    const merged = mergeLibraries(account, device, NOW);
    expect(merged.lists.map((item) => item.id)).toEqual(['a1', 'd1', 'd2']);
    expect(merged.folders).toEqual(device.folders);
    expect(merged.order).toEqual(['a1', 'folder:f', 'd1']);
    expect(merged.orderUpdatedAt).toBe(NOW);
    // Lists brought as they are keep their stamps: the account's server has never seen them.
    expect(merged.lists[1]).toBe(device.lists[0]);
  });

  it('pours a device folder into the account folder of the same name (trimmed, any case)', () => {
    const account = library({ lists: [list('a1', { folderId: 'af' })], folders: [folder('af', 'Orruks', ['a1'])], order: ['folder:af'] });
    const device = library({ lists: [list('d1', { folderId: 'df' })], folders: [folder('df', ' orruks ', ['d1'])], order: ['folder:df'] });
    const merged = mergeLibraries(account, device, NOW);
    expect(merged.folders).toEqual([folder('af', 'Orruks', ['a1', 'd1'], { updatedAt: NOW })]);
    expect(merged.lists.find((item) => item.id === 'd1')).toMatchObject({ folderId: 'af', _updatedAt: NOW });
    expect(merged.order).toEqual(['folder:af']);
  });

  it('keeps the newer copy of a list both hold, and leaves what the device deleted behind', () => {
    const account = library({ lists: [list('both', { name: 'Account copy', _updatedAt: T0 + 5 })], order: ['both'] });
    const device = library({
      lists: [list('both', { name: 'Device copy', _updatedAt: T0 + 1 }), list('gone', { deleted: true, deletedAt: T0 }), list('newer', { _updatedAt: T0 })],
      folders: [folder('old', 'Old', [], { deleted: true, deletedAt: T0 })],
      order: ['gone', 'both', 'newer', 'folder:old'],
    });
    const merged = mergeLibraries(account, device, NOW);
    expect(merged.lists.map((item) => [item.id, item.name])).toEqual([
      ['both', 'Account copy'],
      ['newer', 'newer'],
    ]);
    expect(merged.folders).toEqual([]);
    expect(merged.order).toEqual(['both', 'newer']);
    const newerOnDevice = mergeLibraries(account, library({ lists: [list('both', { name: 'Device copy', _updatedAt: T0 + 9 })] }), NOW);
    expect(newerOnDevice.lists.map((item) => item.name)).toEqual(['Device copy']);
  });

  it('changes nothing but the order stamp when the device holds nothing', () => {
    const account = library({ lists: [list('a1')], folders: [folder('f', 'F', [])], order: ['a1', 'folder:f'] });
    expect(mergeLibraries(account, library({}), NOW)).toEqual({ ...account, orderUpdatedAt: NOW });
  });
});
