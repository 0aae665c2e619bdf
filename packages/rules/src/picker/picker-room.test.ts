import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { listPoints } from '../points/list-points.js';
import { passesCap, pickerRoom } from './picker-room.js';

describe('pickerRoom on a real Stormcast list', () => {
  const data = loadRealGameData();
  const lookup = buildArmyLookup(data, 'Stormcast Eternals')!;
  const list = makeList('Stormcast Eternals', {
    pointsCap: 1000,
    factionTerrain: 'Stormreach Portal',
    regiments: [makeRegiment(makeUnit('Lord-Vigilant on Morrgryph', { general: true }), ['Liberators', 'Vindictors']), makeRegiment('Knight-Azyros')],
  });
  const total = listPoints(list, lookup).total;
  const terrain = lookup.units.get('stormreachportal')!.points;

  it("gives a regiment's slots and the points left for a unit", () => {
    expect(pickerRoom(list, { kind: 'unit' }, 0, lookup)).toEqual({ regiment: { units: 2, max: 4, full: false }, regiments: null, pointsLeft: 1000 - total });
    expect(pickerRoom(list, { kind: 'unit' }, 1, lookup).regiment).toEqual({ units: 0, max: 3, full: false });
  });

  it('gives the regiments for a new leader or a regiment of renown, none for an auxiliary', () => {
    expect(pickerRoom(list, { kind: 'leader' }, 2, lookup)).toMatchObject({ regiment: null, regiments: { used: 2, max: 5, full: false } });
    expect(pickerRoom(list, { kind: 'ror' }, 500, lookup).regiments).toEqual({ used: 2, max: 5, full: false, renown: false });
    expect(pickerRoom(list, { kind: 'aux' }, 999, lookup)).toMatchObject({ regiment: null, regiments: null });
  });

  it('counts back the faction terrain a new piece would replace', () => {
    expect(terrain).toBeGreaterThan(0);
    expect(pickerRoom(list, { kind: 'terrain' }, 0, lookup).pointsLeft).toBe(1000 - total + terrain);
  });

  it('marks a pick that would take the list over its cap', () => {
    const room = pickerRoom(list, { kind: 'aux' }, 999, lookup);
    expect(passesCap(room, room.pointsLeft)).toBe(false);
    expect(passesCap(room, room.pointsLeft + 1)).toBe(true);
  });
});
