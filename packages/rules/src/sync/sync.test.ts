import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { deepFreeze } from '../../test/test-kit.js';
import type { Folder } from '../list/folder.js';
import { decideSync } from './decide-sync.js';
import { decodeShareLink } from '../text/share-link.js';
import { folderFromSyncRecord, folderToSyncRecord, libraryRecordStates, rootSyncRecord, type ListLibrary } from './list-library.js';
import { buildImportLink, withExportEncoded } from './share-cache.js';
import { applySyncAnswer, buildSyncRequest } from './sync-exchange.js';

const folder = (id: string, lists: string[], updatedAt = 10, deleted = false): Folder => ({
  id,
  name: `Folder ${id}`,
  color: 'blue',
  lists,
  createdAt: 1,
  updatedAt,
  deleted,
  deletedAt: deleted ? updatedAt : null,
});

const list = (id: string, updatedAt: number, deleted = false) => makeList('Seraphon', { id, _updatedAt: updatedAt, deleted });

describe('folder sync records', () => {
  it('round-trip a folder, and the root record carries the top-level order', () => {
    const local = folder('f1', ['a', 'b']);
    expect(folderToSyncRecord(local)).toMatchObject({ id: 'f1', listIds: ['a', 'b'] });
    expect(folderFromSyncRecord(folderToSyncRecord(local))).toEqual(local);
    expect(rootSyncRecord(['a', 'folder:f1'], 42)).toMatchObject({ id: 'root', listIds: ['a', 'folder:f1'], updatedAt: 42, deleted: false });
  });
});

describe('a sync round', () => {
  const library: ListLibrary = deepFreeze({
    lists: [list('a', 100), list('b', 50), list('gone', 60, true)],
    folders: [folder('f1', ['b'], 20), folder('old', [], 30, true)],
    order: ['a', 'folder:f1'],
    orderUpdatedAt: 70,
  });

  it('pushes what is newer here, root included, and fetches what is newer there', () => {
    const server = {
      listStates: [
        { id: 'a', updatedAt: 90, deleted: false },
        { id: 'b', updatedAt: 80, deleted: false },
        { id: 'c', updatedAt: 5, deleted: false },
      ],
      folderStates: [
        { id: 'f1', updatedAt: 20, deleted: false },
        { id: 'root', updatedAt: 60, deleted: false },
      ],
    };
    const plan = decideSync(libraryRecordStates(library), server);
    const request = buildSyncRequest(library, plan);
    expect(request.lists.map((pushed) => pushed.id)).toEqual(['a']);
    expect(request.fetch).toEqual(['b', 'c']);
    expect(request.folders.map((record) => record.id)).toEqual(['root']);
    expect(request.folders[0]!.listIds).toEqual(['a', 'folder:f1']);
  });

  it('takes newer records from the answer, keeps newer local ones and purges deletions the server no longer has', () => {
    const next = applySyncAnswer(library, {
      lists: [list('a', 90), list('b', 80), list('c', 5)],
      listStates: [
        { id: 'a', updatedAt: 100, deleted: false },
        { id: 'b', updatedAt: 80, deleted: false },
        { id: 'c', updatedAt: 5, deleted: false },
      ],
      folders: [folderToSyncRecord(folder('f1', ['b', 'c'], 25)), rootSyncRecord(['folder:f1', 'a'], 80)],
      folderStates: [
        { id: 'f1', updatedAt: 25, deleted: false },
        { id: 'root', updatedAt: 80, deleted: false },
      ],
    });
    expect(next.lists.map((kept) => [kept.id, kept._updatedAt])).toEqual([
      ['a', 100],
      ['b', 80],
      ['c', 5],
    ]);
    expect(next.folders).toEqual([folder('f1', ['b', 'c'], 25)]);
    expect(next).toMatchObject({ order: ['folder:f1', 'a'], orderUpdatedAt: 80 });
  });

  it('keeps the local order when the root record is older', () => {
    const next = applySyncAnswer(library, { lists: [], listStates: [], folders: [rootSyncRecord(['x'], 1)], folderStates: [] });
    expect(next.order).toBe(library.order);
  });
});

describe('share link cache', () => {
  it('builds the import link of the export text', () => {
    const link = buildImportLink('https://scrolldex.app/', 'Army: Seraphon ✓');
    const segment = link.replace('https://scrolldex.app/import/', '');
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShareLink(segment)).toEqual({ ok: true, value: 'Army: Seraphon ✓' });
  });

  it('clears the cached short link when the export text changes, and only then', () => {
    const cached = withExportEncoded(makeList('Seraphon'), 'one');
    const linked = { ...cached, qrImportLink: 'https://s.example/abc' };
    expect(withExportEncoded(linked, 'one')).toBe(linked);
    expect(withExportEncoded(linked, 'two')).toMatchObject({ qrImportLink: null, exportEncoded: withExportEncoded(cached, 'two').exportEncoded });
  });
});
