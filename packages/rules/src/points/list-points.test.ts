import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { listPoints } from './list-points.js';
import { listSummary } from './list-summary.js';

describe('listPoints on real Stormcast Eternals data', () => {
  const lookup = () => buildArmyLookup(loadRealGameData(), 'Stormcast Eternals')!;

  it('adds units (reinforced doubles), enhancements, formation, lores, terrain and a regiment of renown', () => {
    const list = makeList('Stormcast Eternals', {
      formation: 'Vanguard Wing',
      manifestationLore: 'Forbidden Power',
      factionTerrain: 'Stormreach Portal',
      regiments: [
        makeRegiment(makeUnit('Knight-Arcanum', { general: true, heroicTrait: 'Envoy of the Heavens' }), [makeUnit('Liberators', { reinforced: true })]),
      ],
      auxiliaryUnits: [makeUnit('liberators')],
    });
    const points = listPoints(list, lookup());
    const terrain = lookup().units.get('stormreachportal')!.points;
    expect(points).toEqual({
      units: 120 + 2 * 90 + 90,
      enhancements: 20,
      formation: 0,
      lores: 20,
      factionTerrain: terrain,
      regimentOfRenown: 0,
      total: 120 + 180 + 90 + 20 + 20 + terrain,
    });
  });

  it('counts drops and wounds for the export header', () => {
    const list = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Knight-Arcanum', [makeUnit('Liberators', { reinforced: true })]), makeRegiment('Lord-Vigilant on Morrgryph')],
      auxiliaryUnits: [makeUnit('Liberators')],
    });
    const { drops, wounds } = listSummary(list, lookup());
    expect(drops).toBe(3);
    const health = (name: string) => Number(lookup().units.get(name)!.health);
    expect(wounds).toBe(health('knightarcanum') + 10 * 2 + health('lordvigilantonmorrgryph') + 5 * 2);
  });

  it('adds up a list of 150,000 units without overflowing the stack', () => {
    const liberators = makeUnit('Liberators');
    const list = makeList('Stormcast Eternals', {
      regiments: [
        makeRegiment(
          'Knight-Arcanum',
          Array.from({ length: 150_000 }, () => liberators),
        ),
      ],
      auxiliaryUnits: Array.from({ length: 150_000 }, () => liberators),
    });
    expect(listPoints(list, lookup()).units).toBe(120 + 300_000 * 90);
  });
});
