import { describe, expect, it } from 'vitest';

import { migrateLegacyUnitSettings } from './migrate-legacy-unit-settings.js';

describe('migrateLegacyUnitSettings', () => {
  it('reads a map of unit name to saved list unit, keeping only upgrades and weapons', () => {
    const stored = {
      Liberators: {
        name: 'Liberators',
        general: false,
        reinforced: true,
        artifact: 'x',
        weapons: { Liberator: [{ name: 'Grandhammer', count: 2 }] },
        upgrades: [],
      },
      'Daemon Prince': { general: true, upgrade: 'Wings', upgrades: ['Pledged to Khorne'], enhancementChoices: {} },
    };
    expect(migrateLegacyUnitSettings(stored)).toEqual([
      { name: 'Liberators', upgrades: [], weapons: { Liberator: [{ name: 'Grandhammer', count: 2 }] } },
      { name: 'Daemon Prince', upgrades: ['Pledged to Khorne', 'Wings'], weapons: {} },
    ]);
  });

  it('turns weaponOptions, count maps and Map entries into choice lists; weapons wins over weaponOptions', () => {
    const stored = [
      {
        name: 'Stormfiends',
        weaponOptions: [
          ['Stormfiend', { Grinderfists: 1, 'Shock Gauntlets': '1', Broken: 'x' }],
          ['Other', { A: 1 }],
        ],
        weapons: { Other: [{ name: 'B', count: 3 }] },
      },
      { name: '', upgrades: ['lost'] },
      'not a unit',
    ];
    expect(migrateLegacyUnitSettings(stored)).toEqual([
      {
        name: 'Stormfiends',
        upgrades: [],
        weapons: {
          Stormfiend: [
            { name: 'Grinderfists', count: 1 },
            { name: 'Shock Gauntlets', count: 1 },
          ],
          Other: [{ name: 'B', count: 3 }],
        },
      },
    ]);
  });

  it('gives nothing for values that are not settings', () => {
    expect(migrateLegacyUnitSettings(null)).toEqual([]);
    expect(migrateLegacyUnitSettings('Liberators')).toEqual([]);
    expect(migrateLegacyUnitSettings({ Liberators: 3 })).toEqual([]);
  });
});
