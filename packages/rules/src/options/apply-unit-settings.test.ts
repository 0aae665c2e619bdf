import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { deepFreeze, findUnit } from '../../test/test-kit.js';
import { applyUnitSettings, type UnitSettings } from './apply-unit-settings.js';
import { newListUnit } from './new-list-unit.js';

describe('applyUnitSettings on real units', () => {
  it('applies saved upgrades and weapons, ignoring names the unit does not have', () => {
    const prince = findUnit(realArmy('Slaves to Darkness'), 'Daemon Prince');
    const unit = applyUnitSettings(deepFreeze(newListUnit(prince)), prince, {
      name: 'Daemon Prince',
      upgrades: ['Trophy Rack', 'Pledged to Khorne', 'Pledged to Grimnir'],
      weapons: { Bloodthirster: [{ name: 'Axe', count: 1 }] },
    });
    expect(unit.upgrades).toEqual(['Trophy Rack', 'Pledged to Khorne']);
    expect(unit.weapons).toEqual({});
  });

  it("holds exactly the saved weapons for a model it names, clamped to the counters' bounds", () => {
    const liberators = findUnit(realArmy('Stormcast Eternals'), 'Liberators');
    const none = applyUnitSettings(newListUnit(liberators), liberators, { name: 'Liberators', upgrades: [], weapons: { Liberator: [] } });
    expect(none.weapons).toEqual({});
    const many = applyUnitSettings(newListUnit(liberators), liberators, {
      name: 'liberators',
      upgrades: [],
      weapons: {
        liberator: [
          { name: 'Grandhammer', count: 7 },
          { name: 'Lightning Axe', count: 1 },
        ],
      },
    });
    expect(many.weapons).toEqual({ Liberator: [{ name: 'Grandhammer', count: 1 }] });
  });

  it('keeps defaults for models the settings leave out, and for sets they name no option of', () => {
    const fellriders = findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders');
    const base = newListUnit(fellriders);
    expect(applyUnitSettings(base, fellriders, { name: 'Darkoath Fellriders', upgrades: [], weapons: {} })).toEqual(base);
    expect(applyUnitSettings(base, fellriders, { name: 'Darkoath Fellriders', upgrades: [], weapons: { 'Darkoath Fellrider': [] } }).weapons).toEqual(
      base.weapons,
    );
  });

  it('spreads saved option-set counts in a larger unit, the first saved first, within the model count', () => {
    const fellriders = findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders');
    const unit = applyUnitSettings(newListUnit(fellriders), fellriders, {
      name: 'Darkoath Fellriders',
      upgrades: [],
      weapons: {
        'Darkoath Fellrider': [
          { name: 'Marauder Javelin', count: 3 },
          { name: 'Fellrider Blades', count: 5 },
        ],
      },
    });
    expect(unit.weapons['Darkoath Fellrider']).toEqual([
      { name: 'Marauder Javelin', count: 3 },
      { name: 'Fellrider Blades', count: 2 },
    ]);
  });

  it('picks one option of a single-model set (Seraphon Stegadon)', () => {
    const stegadon = findUnit(realArmy('Seraphon'), 'Stegadon');
    const unit = applyUnitSettings(newListUnit(stegadon), stegadon, {
      name: 'Stegadon',
      upgrades: [],
      weapons: { Stegadon: [{ name: 'Sunfire Throwers', count: 3 }] },
    });
    expect(unit.weapons).toEqual({ Stegadon: [{ name: 'Sunfire Throwers', count: 1 }] });
  });

  it('ignores settings saved for another unit', () => {
    const liberators = findUnit(realArmy('Stormcast Eternals'), 'Liberators');
    const unit = newListUnit(liberators);
    expect(applyUnitSettings(unit, liberators, { name: 'Vindictors', upgrades: [], weapons: { Liberator: [] } })).toBe(unit);
  });
});

describe('newListUnit', () => {
  it("starts from the data's name and defaults, then the matching saved settings", () => {
    const ogors = findUnit(realArmy('Skaven'), 'Rat Ogors');
    expect(newListUnit(ogors)).toEqual({
      name: 'Rat Ogors',
      general: false,
      reinforced: false,
      artifact: null,
      heroicTrait: null,
      enhancementChoices: {},
      upgrades: [],
      weapons: { 'Rat Ogor': [{ name: 'Warpfire Gun', count: 1 }] },
    });
    const saved: UnitSettings[] = [
      { name: 'Clanrats', upgrades: [], weapons: {} },
      { name: 'Rat Ogors', upgrades: [], weapons: { 'Rat Ogor': [] } },
    ];
    expect(newListUnit(ogors, saved).weapons).toEqual({});
  });
});
