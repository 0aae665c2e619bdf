import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { resolveBattleUnits } from './battle-units.js';
import { battleUnitAbilities, heldEnhancements } from './unit-abilities.js';

const lookup = (army: string) => buildArmyLookup(loadRealGameData(), army)!;

describe('battleUnitAbilities on real warscrolls', () => {
  it('adds the abilities of taken unit-wide options', () => {
    const armyLookup = lookup('Slaves to Darkness');
    const prince = (upgrades: string[]) =>
      resolveBattleUnits(makeList('Slaves to Darkness', { regiments: [makeRegiment(makeUnit('Daemon Prince', { upgrades }))] }), armyLookup)[0]!;
    const names = (upgrades: string[]) => battleUnitAbilities(prince(upgrades)).map((ability) => ability.name);
    expect(names([])).not.toContain('Airborne Horror');
    expect(names(['Wings'])).toEqual(expect.arrayContaining(['Airborne Horror', 'Fly']));
    expect(names(['Wings'])).not.toContain('The Mounted Skulls of the Fallen');
  });
});

describe('heldEnhancements', () => {
  it('finds the heroic trait, the artefact and the other tables’ choices the data knows, in that order', () => {
    const hero = makeUnit('Fungoid Cave-Shaman', {
      heroicTrait: 'Loontouched',
      artifact: 'No Such Artefact',
      enhancementChoices: { 'Special Knick-knacks': 'Fizzcap' },
    });
    expect(heldEnhancements(hero, lookup('Gloomspite Gitz')).map((enhancement) => enhancement.name)).toEqual(['Loontouched', 'Fizzcap']);
    expect(heldEnhancements(makeUnit('Loonboss'), lookup('Gloomspite Gitz'))).toEqual([]);
  });
});
