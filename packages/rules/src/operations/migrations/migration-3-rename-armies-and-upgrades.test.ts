import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../../test/real-game-data.js';
import { deepFreeze } from '../../../test/test-kit.js';
import { migration3, RENAMED_ARMIES } from './migration-3-rename-armies-and-upgrades.js';

const CONTEXT = { now: 0, newId: () => 'x' };

/** Version 2: lists merged; armies under their old names; a unit's option as a single `upgrade`. */
const V2 = {
  lists: {
    a: {
      id: 'a',
      faction: 'Big Waaagh!',
      regiments: [{ leader: { name: 'Megaboss', upgrade: '' }, units: [{ name: 'Ardboyz', upgrade: 'Banner' }] }],
      auxiliaryUnits: [{ name: 'Gutrippaz', upgrade: 'Wicked Hacka', upgrades: ['Wicked Hacka'] }],
      regimentOfRenownUnits: [],
    },
    b: { id: 'b', faction: 'The Duardin Ascendant', regiments: [], auxiliaryUnits: [{ name: 'Endrinriggers' }] },
    c: { id: 'c', faction: 'Skaven', regiments: [null] },
  },
};

describe('migration 3: army renames and upgrades array', () => {
  it('renames the two armies and turns upgrade into upgrades', () => {
    const result = migration3.migrate(deepFreeze(V2), CONTEXT);
    expect(result).toEqual({
      ok: true,
      value: {
        lists: {
          a: {
            id: 'a',
            faction: 'Ironjawz - Big Waaagh!',
            regiments: [{ leader: { name: 'Megaboss', upgrades: [] }, units: [{ name: 'Ardboyz', upgrades: ['Banner'] }] }],
            auxiliaryUnits: [{ name: 'Gutrippaz', upgrades: ['Wicked Hacka'] }],
            regimentOfRenownUnits: [],
          },
          b: { id: 'b', faction: 'Cities of Sigmar - The Duardin Ascendant', regiments: [], auxiliaryUnits: [{ name: 'Endrinriggers', upgrades: [] }] },
          c: { id: 'c', faction: 'Skaven', regiments: [null] },
        },
      },
    });
  });

  it('renames to armies the current data has', () => {
    const data = loadRealGameData();
    for (const name of Object.values(RENAMED_ARMIES)) expect(data.armies[name], name).toBeDefined();
  });

  it('fails when the list store is not an object', () => {
    expect(migration3.migrate({ lists: [] }, CONTEXT)).toMatchObject({ ok: false, errors: [{ migration: 3 }] });
    expect(migration3.migrate({ lists: { a: 7 } }, CONTEXT)).toMatchObject({ ok: false, errors: [{ message: 'Stored list a is not an object.' }] });
  });
});
