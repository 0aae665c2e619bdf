import { describe, expect, it } from 'vitest';

import { listSchemas } from '../../list/army-list.js';
import { FolderSchema } from '../../list/folder.js';
import { loadRealGameData } from '../../../test/real-game-data.js';
import { cleanList } from '../clean-list.js';
import { deepFreeze } from '../../../test/test-kit.js';
import { LATEST_MIGRATION, MIGRATIONS, runMigrations } from './run-migrations.js';

const NOW = Date.UTC(2027, 0, 1);

function context() {
  let next = 0;
  return { now: NOW, newId: () => `folder-${++next}` };
}

/** A whole version-1 store: per-list keys, old army name, single upgrade, old maps, no epoch times, name-only folders. */
const V1 = {
  'list:abc': {
    id: 'abc',
    name: 'Waaagh 2k',
    faction: 'Big Waaagh!',
    formation: null,
    regiments: [
      {
        leader: {
          name: 'Megaboss',
          general: true,
          reinforced: false,
          heroicTrait: '',
          artifact: '',
          weaponOptions: [],
          enhancements: [['Heroic Traits', 'Brutal Warlord']],
          upgrade: '',
        },
        units: [{ name: 'Ardboyz', general: false, reinforced: true, heroicTrait: '', artifact: '', weaponOptions: [], enhancements: [], upgrade: '' }],
      },
    ],
    auxiliaryUnits: [],
    regimentOfRenownUnits: [],
    pointsCap: 2000,
    validator: 'standard',
    createdAt: '2025-06-01T09:00:00.000Z',
    modifiedAt: '2025-06-02T09:00:00.000Z',
  },
  folders: [{ name: 'Orruks', color: 'green', lists: ['abc'] }],
  unrelated: 'kept',
};

describe('runMigrations', () => {
  it('lists the migrations 2 to 8 in order, and a fresh install starts at the latest', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(LATEST_MIGRATION).toBe(MIGRATIONS.at(-1)!.version);
    const fresh = { lists: {} };
    expect(runMigrations(fresh, LATEST_MIGRATION, context())).toEqual({ stored: fresh, version: LATEST_MIGRATION, error: null });
  });

  it("takes a version-1 store to today's shape, which the schemas accept", () => {
    const run = runMigrations(deepFreeze(V1), 1, context());
    expect(run.error).toBeNull();
    expect(run.version).toBe(8);
    expect(run.stored.unrelated).toBe('kept');
    expect(Object.keys(run.stored).sort()).toEqual(['folders', 'lists', 'unrelated']);
    const list = listSchemas().ArmyListSchema.parse((run.stored.lists as Record<string, unknown>).abc);
    expect(list).toMatchObject({
      faction: 'Ironjawz - Big Waaagh!',
      folderId: 'folder-1',
      _createdAt: Date.UTC(2025, 5, 1, 9),
      _updatedAt: Date.UTC(2025, 5, 2, 9),
    });
    expect(list.regiments[0]!.leader).toMatchObject({ heroicTrait: 'Brutal Warlord', artifact: null, upgrades: [], weapons: {}, enhancementChoices: {} });
    expect(FolderSchema.parse((run.stored.folders as unknown[])[0])).toMatchObject({ id: 'folder-1', name: 'Orruks', lists: ['abc'] });
    // The migrated list opens in today's data: the army exists, and cleaning only reports the stale trait.
    const cleaned = cleanList(list, loadRealGameData());
    expect(cleaned.ok && cleaned.value.removed.map((removal) => removal.kind)).toEqual(['heroicTrait']);
  });

  it('runs only the migrations after the stored counter', () => {
    const v7 = { lists: { a: { id: 'a', faction: 'Big Waaagh!' } }, folders: [{ name: 'F', color: 'red', lists: [] }] };
    const run = runMigrations(v7, 7, context());
    expect(run.version).toBe(8);
    expect((run.stored.lists as Record<string, { faction: string }>).a!.faction).toBe('Big Waaagh!');
  });

  it('stops at the first failure, keeping what the earlier ones did', () => {
    const broken = { 'list:a': { id: 'a', faction: 'Big Waaagh!', createdAt: '2025-01-01T00:00:00.000Z' }, folders: 'not folders' };
    const run = runMigrations(broken, 1, context());
    expect(run.version).toBe(7);
    expect(run.error).toEqual({ code: 'MIGRATION_FAILED', migration: 8, message: "Stored 'folders' is neither an array nor an object." });
    expect((run.stored.lists as Record<string, { faction: string; _createdAt: number }>).a).toMatchObject({
      faction: 'Ironjawz - Big Waaagh!',
      _createdAt: Date.UTC(2025, 0, 1),
    });
    expect(run.stored.folders).toBe('not folders');
  });

  it('fails early on a corrupt store and reports the counter it reached', () => {
    const run = runMigrations({ 'list:a': 'corrupt' }, 1, context());
    expect(run).toMatchObject({ version: 1, error: { migration: 2 } });
  });
});
