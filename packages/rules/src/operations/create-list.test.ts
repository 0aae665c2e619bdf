import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { listSchemas } from '../list/army-list.js';
import { createList } from './create-list.js';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

function create(faction: string, extra: Partial<Parameters<typeof createList>[0]> = {}) {
  const result = createList({ id: 'l1', name: '  Spearhead  ', faction, now: NOW, ...extra }, loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

describe('createList on real data', () => {
  it('starts a schema-valid list with the defaults and the given id and time', () => {
    const list = create('Stormcast Eternals');
    expect(listSchemas().ArmyListSchema.parse(list)).toEqual(list);
    expect(list).toMatchObject({
      id: 'l1',
      name: 'Spearhead',
      pointsCap: 2000,
      validator: 'standard',
      createdAt: '2026-06-01T12:00:00.000Z',
      _createdAt: NOW,
      _updatedAt: NOW,
      lastValidation: 'unknown',
      deleted: false,
      folderId: null,
    });
  });

  it('Stormcast Eternals: sole free spell and prayer lores preselected, the 20-point terrain not', () => {
    expect(create('Stormcast Eternals')).toMatchObject({
      factionTerrain: null,
      spellLore: 'Lore of the Storm',
      prayerLore: 'Prayers of the Stormhosts',
      manifestationLore: null,
    });
  });

  it('Beasts of Chaos (Legends): validator legends, sole free terrain and spell lore', () => {
    expect(create('Beasts of Chaos')).toMatchObject({
      validator: 'legends',
      factionTerrain: 'Herdstone',
      spellLore: 'Lore of the Twisted Wilds',
      prayerLore: null,
    });
    expect(create('Beasts of Chaos', { validator: 'highlander' }).validator).toBe('legends');
    expect(create('Beasts of Chaos', { validator: 'disabled' }).validator).toBe('disabled');
  });

  it('Ogor Mawtribes: two terrain pieces, so none is preselected', () => {
    expect(create('Ogor Mawtribes')).toMatchObject({ factionTerrain: null, spellLore: 'Lore of Gut Magic', prayerLore: 'Lore of the Everwinter' });
  });

  it('Blades of Khorne: free Skull Altar; two prayer lores, so none', () => {
    expect(create('Blades of Khorne')).toMatchObject({ factionTerrain: 'Skull Altar', spellLore: null, prayerLore: null });
  });

  it('Kharadron Overlords: nothing to preselect; an army of renown by its full name', () => {
    expect(create('Kharadron Overlords')).toMatchObject({ factionTerrain: null, spellLore: null, prayerLore: null });
    expect(create('Ironjawz - Big Waaagh!')).toMatchObject({ faction: 'Ironjawz - Big Waaagh!', spellLore: 'Spell Lore: Big Waaagh!' });
  });

  it('preselects exactly the sole free choices in every army', () => {
    const data = loadRealGameData();
    for (const army of Object.values(data.armies)) {
      const list = create(army.name);
      const terrain = army.units.filter((unit) => unit.type === 'Terrain');
      expect(list.factionTerrain, army.name).toBe(terrain.length === 1 && terrain[0]!.points === 0 ? terrain[0]!.name : null);
      const spell = army.lores.spell;
      expect(list.spellLore, army.name).toBe(spell.length === 1 && spell[0]!.points === 0 ? spell[0]!.name : null);
      expect(list.validator, army.name).toBe(army.legends ? 'legends' : 'standard');
    }
  });

  it('refuses a bad name, an unknown army and a cap out of range as error values', () => {
    const data = loadRealGameData();
    expect(createList({ id: 'x', name: '   ', faction: 'Skaven', now: NOW }, data)).toMatchObject({ ok: false, errors: [{ code: 'LIST_NAME_REQUIRED' }] });
    expect(createList({ id: 'x', name: 'a', faction: 'Squats', now: NOW }, data)).toMatchObject({ ok: false, errors: [{ code: 'ARMY_NOT_FOUND' }] });
    for (const pointsCap of [6000, 2100, 0, 1000.5]) {
      expect(createList({ id: 'x', name: 'a', faction: 'Skaven', now: NOW, pointsCap }, data)).toEqual({
        ok: false,
        errors: [{ code: 'INVALID_POINTS_CAP', message: 'Points cap must be 250 to 5000 points in steps of 250.' }],
      });
    }
    expect(create('Skaven', { pointsCap: 1000, folderId: 'f1' })).toMatchObject({ pointsCap: 1000, folderId: 'f1' });
  });
});
