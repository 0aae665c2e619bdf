import { describe, expect, it } from 'vitest';

import { makeList, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { chooseRegimentOfRenown } from './choose-regiment-of-renown.js';
import { deepFreeze } from '../../test/test-kit.js';

describe('chooseRegimentOfRenown on real data', () => {
  it('fills the units by count', () => {
    const lookup = buildArmyLookup(loadRealGameData(), 'Ogor Mawtribes')!;
    const result = chooseRegimentOfRenown(deepFreeze(makeList('Ogor Mawtribes')), "big grikk's kruleshots", lookup);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.regimentOfRenown).toBe("Big Grikk's Kruleshots");
    expect(result.value.regimentOfRenownUnits.map((unit) => unit.name)).toEqual(['Man-skewer Boltboyz', 'Man-skewer Boltboyz', 'Beast-skewer Killbow']);
  });

  it('replaces an earlier one, and null clears name and units', () => {
    const lookup = buildArmyLookup(loadRealGameData(), 'Sylvaneth')!;
    const list = makeList('Sylvaneth', { regimentOfRenown: 'Something Else', regimentOfRenownUnits: [makeUnit('Old'), makeUnit('Old')] });
    const result = chooseRegimentOfRenown(list, 'Bloodthirsty Shiver', lookup);
    expect(result.ok && result.value.regimentOfRenownUnits.map((unit) => unit.name)).toEqual(['Akhelian Allopex', 'Akhelian Allopex']);
    expect(chooseRegimentOfRenown(list, null, lookup)).toMatchObject({ ok: true, value: { regimentOfRenown: null, regimentOfRenownUnits: [] } });
  });

  it('reports a regiment that is not in the data and changes nothing', () => {
    const lookup = buildArmyLookup(loadRealGameData(), 'Sylvaneth')!;
    expect(chooseRegimentOfRenown(makeList('Sylvaneth'), 'The Glottkin', lookup)).toEqual({
      ok: false,
      errors: [{ code: 'REGIMENT_OF_RENOWN_NOT_FOUND', message: 'Regiment of Renown not found: The Glottkin.' }],
    });
  });
});
