import { describe, expect, it } from 'vitest';

import { deepFreeze } from '../../../test/test-kit.js';
import { migration2 } from './migration-2-merge-list-storage.js';

/** Version 1: one storage key per list, next to unrelated keys. */
const V1 = {
  'list:3f2a': { id: '3f2a', name: 'Rats', faction: 'Skaven', regiments: [] },
  'list:9c1e': { name: 'Storm', faction: 'Stormcast Eternals', regiments: [] },
  folders: [{ name: 'Events', color: 'red', lists: ['3f2a'] }],
  fancyText: true,
};

describe('migration 2: merge per-list storage', () => {
  it("collects every 'list:<id>' key into one 'lists' value and removes the old keys", () => {
    const result = migration2.migrate(deepFreeze(V1), { now: 0, newId: () => 'x' });
    expect(result).toEqual({
      ok: true,
      value: {
        lists: {
          '3f2a': { id: '3f2a', name: 'Rats', faction: 'Skaven', regiments: [] },
          '9c1e': { id: '9c1e', name: 'Storm', faction: 'Stormcast Eternals', regiments: [] },
        },
        folders: V1.folders,
        fancyText: true,
      },
    });
  });

  it("keeps lists already in 'lists' (a re-run after a partial write)", () => {
    const result = migration2.migrate({ lists: { a: { id: 'a' } }, 'list:b': { id: 'b' } }, { now: 0, newId: () => 'x' });
    expect(result).toEqual({ ok: true, value: { lists: { a: { id: 'a' }, b: { id: 'b' } } } });
  });

  it('fails on an entry that is not a list object', () => {
    expect(migration2.migrate({ 'list:b': 'corrupt' }, { now: 0, newId: () => 'x' })).toEqual({
      ok: false,
      errors: [{ code: 'MIGRATION_FAILED', migration: 2, message: "Stored list 'list:b' is not an object." }],
    });
  });
});
