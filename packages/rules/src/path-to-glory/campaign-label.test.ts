import { describe, expect, it } from 'vitest';

import { data } from '../../test/roster-support.js';
import { campaignLabel } from './campaign-label.js';

describe('campaignLabel', () => {
  it("reads every campaign of the real data plainly: Freeform's tag in words, no brackets", () => {
    expect(data().pathToGlory.map(campaignLabel)).toEqual(['Ascension', 'Blighted Wilds', 'Ravaged Coast', 'Freeform (unofficial)']);
  });

  it("drops the force's 'Path to Glory: ' and spells out an older data's work in progress", () => {
    expect(campaignLabel({ name: 'Path to Glory: Freeform [UNOFFICIAL, WIP]' })).toBe('Freeform (unofficial, work in progress)');
    expect(campaignLabel({ name: 'Path to Glory: Ravaged Coast' })).toBe('Ravaged Coast');
  });
});
