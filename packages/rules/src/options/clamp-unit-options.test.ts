import { describe, expect, it } from 'vitest';

import { realArmy } from '../../test/real-game-data.js';
import { deepFreeze, findUnit } from '../../test/test-kit.js';
import { clampUnitOptions, setReinforced } from './clamp-unit-options.js';
import { newListUnit } from './new-list-unit.js';
import { setWeaponCount } from './set-option-count.js';

describe('setReinforced', () => {
  it('trims counts that no longer fit when reinforcement is taken away', () => {
    const liberators = findUnit(realArmy('Stormcast Eternals'), 'Liberators');
    const reinforced = setWeaponCount({ ...newListUnit(liberators), reinforced: true }, liberators, 'Liberator', 'Grandhammer', 2);
    const back = setReinforced(deepFreeze(reinforced), liberators, false);
    expect(back).toMatchObject({ reinforced: false, weapons: { Liberator: [{ name: 'Grandhammer', count: 1 }] } });
  });

  it('trims an option set so its total fits the models (later entries first)', () => {
    const fellriders = findUnit(realArmy('Slaves to Darkness'), 'Darkoath Fellriders');
    const unit = {
      ...newListUnit(fellriders),
      reinforced: true,
      weapons: {
        'Darkoath Fellrider': [
          { name: 'Fellrider Blades', count: 4 },
          { name: 'Marauder Javelin', count: 6 },
        ],
      },
    };
    expect(setReinforced(unit, fellriders, false).weapons).toEqual({
      'Darkoath Fellrider': [
        { name: 'Fellrider Blades', count: 4 },
        { name: 'Marauder Javelin', count: 1 },
      ],
    });
  });

  it('returns the same unit when nothing changes', () => {
    const liberators = findUnit(realArmy('Stormcast Eternals'), 'Liberators');
    const unit = newListUnit(liberators);
    expect(setReinforced(unit, liberators, false)).toBe(unit);
    expect(clampUnitOptions(unit, liberators)).toBe(unit);
  });
});
