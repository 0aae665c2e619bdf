import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList, ListUnit } from '../../../list/army-list.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';
import { weaponOptionsRule } from './weapons.js';

const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [weaponOptionsRule]);
const inArmy = (faction: string, leader: string, unit: ListUnit) => makeList(faction, { regiments: [makeRegiment(leader, [unit])] });
const KO = 'Kharadron Overlords';

function company(heavyWeapons: number, reinforced = false): ListUnit {
  return makeUnit('Arkanaut Company', {
    reinforced,
    weapons: {
      Arkanaut: [
        { name: 'Skypike', count: 1 },
        { name: 'Privateer Heavy Weapon', count: heavyWeapons },
      ],
    },
  });
}

describe('weapons/weapon-options on real data', () => {
  it('keeps each weapon option within its max (Arkanaut Company: Privateer Heavy Weapon 2)', () => {
    expect(messages(inArmy(KO, 'Arkanaut Admiral', company(2)))).toEqual([]);
    expect(messages(inArmy(KO, 'Arkanaut Admiral', company(3)))).toEqual(['Arkanaut Company may take at most 2 Privateer Heavy Weapon.']);
  });

  it('doubles the max when the unit is reinforced', () => {
    expect(messages(inArmy(KO, 'Arkanaut Admiral', company(4, true)))).toEqual([]);
    expect(messages(inArmy(KO, 'Arkanaut Admiral', company(5, true)))).toEqual(['Arkanaut Company may take at most 4 Privateer Heavy Weapon.']);
  });

  it('takes a replacement the data caps per unit (Brutes: 1 Gore-choppa, 2 when reinforced)', () => {
    const brutes = (count: number, reinforced = false) => makeUnit('Brutes', { reinforced, weapons: { Brute: [{ name: 'Gore-choppa', count }] } });
    expect(messages(inArmy('Ironjawz', 'Megaboss', brutes(1)))).toEqual([]);
    expect(messages(inArmy('Ironjawz', 'Megaboss', brutes(2)))).toEqual(['Brutes may take at most 1 Gore-choppa.']);
    expect(messages(inArmy('Ironjawz', 'Megaboss', brutes(2, true)))).toEqual([]);
  });

  it('adds up repeated entries of one option', () => {
    const unit = makeUnit('Liberators', {
      weapons: {
        Liberator: [
          { name: 'Grandhammer', count: 1 },
          { name: 'grandhammer', count: 1 },
        ],
      },
    });
    expect(messages(inArmy('Stormcast Eternals', 'Knight-Arcanum', unit))).toEqual(['Liberators may take at most 1 Grandhammer.']);
  });

  it('reads a max of -1 as 99 (The Unmade)', () => {
    const unmade = (count: number) => makeUnit('The Unmade', { weapons: { 'The Unmade': [{ name: 'Nightmare Sickles', count }] } });
    expect(messages(inArmy('Slaves to Darkness', 'Chaos Lord', unmade(99)))).toEqual([]);
    expect(messages(inArmy('Slaves to Darkness', 'Chaos Lord', unmade(100)))).toEqual(['The Unmade may take at most 99 Nightmare Sickles.']);
  });

  it('reports a model or weapon option the unit does not have', () => {
    const unit = makeUnit('Arkanaut Company', {
      weapons: { 'Arkanaut Captain': [{ name: 'Skypike', count: 1 }], Arkanaut: [{ name: 'Aethermatic Saw', count: 1 }] },
    });
    expect(messages(inArmy(KO, 'Arkanaut Admiral', unit))).toEqual([
      'Arkanaut Company has no model named Arkanaut Captain.',
      'Arkanaut Company has no weapon option named Aethermatic Saw.',
    ]);
  });

  it('limits an option set to one choice per model, doubled when reinforced (Darkoath Fellriders)', () => {
    const fellriders = (blades: number, javelins: number, reinforced = false) =>
      makeUnit('Darkoath Fellriders', {
        reinforced,
        weapons: {
          'Darkoath Fellrider': [
            { name: 'Fellrider Blades', count: blades },
            { name: 'Marauder Javelin', count: javelins },
          ],
        },
      });
    const list = (unit: ListUnit) => inArmy('Slaves to Darkness', 'Chaos Lord', unit);
    expect(messages(list(fellriders(3, 2)))).toEqual([]);
    expect(messages(list(fellriders(4, 2)))).toEqual(['Darkoath Fellriders may take at most 5 from Wargear Options.']);
    expect(messages(list(fellriders(6, 4, true)))).toEqual([]);
    expect(messages(list(fellriders(6, 5, true)))).toEqual(['Darkoath Fellriders may take at most 10 from Wargear Options.']);
  });

  it('counts each Stormfiend’s own option set for that one model (three models share a name)', () => {
    const stormfiends = (grinderfists: number) =>
      makeUnit('Stormfiends', {
        weapons: {
          Stormfiend: [
            { name: 'Grinderfists', count: grinderfists },
            { name: 'Shock Gauntlets', count: 1 },
          ],
        },
      });
    expect(messages(inArmy('Skaven', 'Warlock Engineer', stormfiends(1)))).toEqual([]);
    expect(messages(inArmy('Skaven', 'Warlock Engineer', stormfiends(2)))).toEqual(['Stormfiends may take at most 1 from Wargear Options.']);
  });
});
