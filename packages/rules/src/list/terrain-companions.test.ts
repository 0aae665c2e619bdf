import { describe, expect, it } from 'vitest';

import { terrainCompanions } from './terrain-companions.js';

describe('terrainCompanions', () => {
  it('gives the Zontari Endrin Dock its Auto-Endrin, in any spelling of the name', () => {
    expect(terrainCompanions('Zontari Endrin Dock')).toEqual(['Auto-Endrin']);
    expect(terrainCompanions('zontari endrin-dock')).toEqual(['Auto-Endrin']);
  });

  it('gives other terrain nothing', () => {
    expect(terrainCompanions('Stormreach Portal')).toEqual([]);
  });
});
