import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { deepFreeze, findUnit } from '../../test/test-kit.js';
import { newListUnit } from './new-list-unit.js';
import { chooseModelOption, chooseUpgrade, clearUpgradeSet, setWeaponCount } from './set-option-count.js';

describe('setWeaponCount', () => {
  const liberators = findUnit(realArmy('Stormcast Eternals'), 'Liberators');

  it('keeps an optional weapon within its limit, doubled when reinforced', () => {
    const unit = deepFreeze(newListUnit(liberators));
    expect(setWeaponCount(unit, liberators, 'Liberator', 'Grandhammer', 5).weapons).toEqual({ Liberator: [{ name: 'Grandhammer', count: 1 }] });
    const reinforced = { ...unit, reinforced: true };
    expect(setWeaponCount(reinforced, liberators, 'Liberator', 'Grandhammer', 5).weapons).toEqual({ Liberator: [{ name: 'Grandhammer', count: 2 }] });
  });

  it('removes a choice set to zero, and the model with it', () => {
    const unit = newListUnit(liberators);
    expect(setWeaponCount(unit, liberators, 'Liberator', 'grandhammer', 0).weapons).toEqual({});
  });

  it('changes nothing for names the unit lacks', () => {
    const unit = newListUnit(liberators);
    expect(setWeaponCount(unit, liberators, 'Liberator', 'Lightning Axe', 1)).toBe(unit);
    expect(setWeaponCount(unit, liberators, 'Prime', 'Grandhammer', 1)).toBe(unit);
  });

  it('spreads counts over an option set up to the model count (Darkoath Fellriders)', () => {
    const fellriders = findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders');
    let unit = newListUnit(fellriders);
    unit = setWeaponCount(unit, fellriders, 'Darkoath Fellrider', 'Fellrider Blades', 3);
    unit = setWeaponCount(unit, fellriders, 'Darkoath Fellrider', 'Marauder Javelin', 4);
    expect(unit.weapons['Darkoath Fellrider']).toEqual([
      { name: 'Fellrider Blades', count: 3 },
      { name: 'Marauder Javelin', count: 2 },
    ]);
    const reinforced = setWeaponCount({ ...unit, reinforced: true }, fellriders, 'Darkoath Fellrider', 'Marauder Javelin', 9);
    expect(reinforced.weapons['Darkoath Fellrider']).toContainEqual({ name: 'Marauder Javelin', count: 7 });
  });

  it('treats a single-model option set as a select: exactly one option', () => {
    const stegadon = findUnit(realArmy('Seraphon'), 'Stegadon');
    const unit = newListUnit(stegadon);
    const chosen = setWeaponCount(unit, stegadon, 'Stegadon', 'Sunfire Throwers', 1);
    expect(chosen.weapons).toEqual({ Stegadon: [{ name: 'Sunfire Throwers', count: 1 }] });
    expect(setWeaponCount(chosen, stegadon, 'Stegadon', 'Sunfire Throwers', 0)).toBe(chosen);
  });
});

describe('chooseModelOption', () => {
  it("gives every model of the kind the option, clearing the set's others", () => {
    const fellriders = findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders');
    const unit = chooseModelOption({ ...newListUnit(fellriders), reinforced: true }, fellriders, 'Darkoath Fellrider', 'Marauder Javelin');
    expect(unit.weapons).toEqual({ 'Darkoath Fellrider': [{ name: 'Marauder Javelin', count: 10 }] });
  });

  it('only touches the set the option belongs to (Stormfiends)', () => {
    const stormfiends = findUnit(realArmy('Skaven'), 'Stormfiends');
    const unit = chooseModelOption(newListUnit(stormfiends), stormfiends, 'Stormfiend', 'Grinderfists');
    expect(unit.weapons.Stormfiend).toEqual([
      { name: 'Warpfire Projectors and Clubbing Blows', count: 1 },
      { name: 'Doomflayer Gauntlets', count: 1 },
      { name: 'Grinderfists', count: 1 },
    ]);
  });
});

describe('chooseUpgrade and clearUpgradeSet (Daemon Prince)', () => {
  const prince = findUnit(realArmy('Slaves to Darkness'), 'Daemon Prince');

  it("replaces the set's earlier choice and leaves other sets alone", () => {
    const unit = chooseUpgrade(newListUnit(prince), prince, 'pledged to nurgle');
    expect(unit.upgrades).toEqual(['Wings', 'Pledged to Nurgle']);
    expect(chooseUpgrade(unit, prince, 'Trophy Rack').upgrades).toEqual(['Pledged to Nurgle', 'Trophy Rack']);
    expect(chooseUpgrade(unit, prince, 'Pledged to Grimnir')).toBe(unit);
  });

  it('clears an optional set but never a required one', () => {
    const unit = newListUnit(prince);
    expect(clearUpgradeSet(unit, prince, 'Mark of Chaos').upgrades).toEqual(['Wings']);
    expect(clearUpgradeSet(unit, prince, 'Wargear Options')).toBe(unit);
  });
});
