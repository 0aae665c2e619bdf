import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { findKeywordRule } from './keyword-rule.js';
import { findWeaponAbilityRule, weaponAbilityLabel } from './weapon-ability-rule.js';

describe('weapon ability chips on real data', () => {
  const { coreRules } = loadRealGameData();

  it('read as printed: markup dropped, keywords in capitals', () => {
    expect(weaponAbilityLabel('Anti-**^^Infantry^^** (+1 Rend)')).toBe('Anti-INFANTRY (+1 Rend)');
    expect(weaponAbilityLabel('**Crit (2 Hits)**')).toBe('Crit (2 Hits)');
    expect(weaponAbilityLabel('Crit (Mortal)')).toBe('Crit (Mortal)');
  });

  it('find their core rule by name, whatever the case or markup', () => {
    expect(findWeaponAbilityRule(coreRules, 'Crit (Mortal)')?.description).toMatch(/mortal damage/);
    expect(findWeaponAbilityRule(coreRules, '**Crit (2 Hits)**')?.name).toBe('Crit (2 Hits)');
    expect(findWeaponAbilityRule(coreRules, 'Shoot in Combat')?.name).toBe('Shoot In Combat');
  });

  it("find Anti-X (+1 Rend) for any keyword or condition after 'Anti-'", () => {
    for (const name of ['Anti-**^^Monster^^** (+1 Rend)', 'Anti-charge (+1 Rend)', 'Anti-**^^Hero (+1 Rend)^^**', 'Anti-**^^Monster^^**']) {
      expect(findWeaponAbilityRule(coreRules, name)?.name).toBe('Anti-X (+1 Rend)');
    }
  });

  it('find nothing for an ability the core rules do not define', () => {
    expect(findWeaponAbilityRule(coreRules, 'Blood-hungry')).toBeUndefined();
    expect(findWeaponAbilityRule(coreRules, 'Anti-')).toBeUndefined();
  });
});

describe('keyword rules on real data', () => {
  const { coreRules } = loadRealGameData();

  it('name the core ability a keyword gives', () => {
    expect(findKeywordRule(coreRules, 'FLY')?.name).toBe('Fly');
    expect(findKeywordRule(coreRules, 'Ward (5+)')?.name).toBe('Ward Save');
    expect(findKeywordRule(coreRules, 'HERO')?.name).toBe('Guarded Hero');
  });

  it('give nothing for a keyword the core rules say nothing about', () => {
    expect(findKeywordRule(coreRules, 'STORMCAST ETERNALS')).toBeUndefined();
  });
});
