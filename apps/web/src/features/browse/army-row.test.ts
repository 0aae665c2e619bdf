import type { BrowseArmy } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { sameBrowseArmy } from './army-row';

const stormcast: BrowseArmy = {
  name: 'Stormcast Eternals',
  legends: false,
  favourite: false,
  armiesOfRenown: [{ name: 'Scions of Azyr', armyName: 'Stormcast Eternals - Scions of Azyr', legends: false, favourite: false }],
};

describe('sameBrowseArmy', () => {
  it('holds a row of a tree built anew from like data to be the same: it does not render again', () => {
    expect(sameBrowseArmy(stormcast, structuredClone(stormcast))).toBe(true);
  });

  it('tells a row apart by its name, legends, star, or any of its armies of renown', () => {
    expect(sameBrowseArmy(stormcast, { ...stormcast, name: 'Seraphon' })).toBe(false);
    expect(sameBrowseArmy(stormcast, { ...stormcast, legends: true })).toBe(false);
    expect(sameBrowseArmy(stormcast, { ...stormcast, favourite: true })).toBe(false);
    expect(sameBrowseArmy(stormcast, { ...stormcast, armiesOfRenown: [] })).toBe(false);
    const renown = stormcast.armiesOfRenown[0]!;
    expect(sameBrowseArmy(stormcast, { ...stormcast, armiesOfRenown: [{ ...renown, favourite: true }] })).toBe(false);
    expect(sameBrowseArmy(stormcast, { ...stormcast, armiesOfRenown: [{ ...renown, legends: true }] })).toBe(false);
    expect(sameBrowseArmy(stormcast, { ...stormcast, armiesOfRenown: [{ ...renown, armyName: 'Other', name: 'Other' }] })).toBe(false);
  });
});
