import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { seasonalVariantRule } from './seasonal.js';

const run = (list: ArmyList) => validateList(list, loadRealGameData(), [seasonalVariantRule]).issues.map(({ code, params }) => ({ code, params }));
const hasUnits = (army: string, ...names: string[]) => expect(realArmy(army).units.map((unit) => unit.name)).toEqual(expect.arrayContaining(names));

describe('seasonal/standard-and-variant', () => {
  it('refuses a unit and its Scourge of Aqshy variant together', () => {
    hasUnits('Ironjawz', 'Brutes', 'Brutes (Scourge of Aqshy)');
    const list = makeList('Ironjawz', {
      regiments: [makeRegiment('Megaboss', ['Brutes'])],
      auxiliaryUnits: [makeUnit('Brutes (Scourge of Aqshy)')],
    });
    expect(run(list)).toEqual([
      { code: 'SEASONAL_AND_STANDARD', params: { unit: 'Brutes', season: 'Scourge of Aqshy', variant: 'Brutes (Scourge of Aqshy)' } },
    ]);
  });

  it('allows either one alone, and two of the same version', () => {
    expect(run(makeList('Ironjawz', { regiments: [makeRegiment('Megaboss', ['Brutes', 'Brutes'])] }))).toEqual([]);
    const variant = makeList('Ironjawz', {
      regiments: [makeRegiment('Megaboss (Scourge of Aqshy)', ['Brutes (Scourge of Aqshy)', 'Brutes (Scourge of Aqshy)'])],
    });
    expect(run(variant)).toEqual([]);
  });

  it('catches heroes and any placement, on several armies', () => {
    hasUnits('Skaven', 'Grey Seer on Screaming Bell', 'Grey Seer on Screaming Bell (Scourge of Aqshy)');
    hasUnits('Stormcast Eternals', 'Iridan the Witness', 'Iridan the Witness (Scourge of Aqshy)');
    const skaven = makeList('Skaven', {
      regiments: [makeRegiment('Grey Seer on Screaming Bell'), makeRegiment('Grey Seer on Screaming Bell (Scourge of Aqshy)')],
    });
    expect(run(skaven).map((issue) => issue.params['unit'])).toEqual(['Grey Seer on Screaming Bell']);
    const stormcast = makeList('Stormcast Eternals', {
      regiments: [makeRegiment('Iridan the Witness (Scourge of Aqshy)')],
      auxiliaryUnits: [makeUnit('iridan the witness')],
    });
    // Named as the data spells it, not as the list does.
    expect(run(stormcast).map((issue) => issue.params['unit'])).toEqual(['Iridan the Witness']);
  });

  it('treats Scourge of Ghyran variants of imported older lists the same way', () => {
    const list = makeList('Ironjawz', { regiments: [makeRegiment('Megaboss', ['Brutes', 'Brutes (Scourge of Ghyran)'])] });
    expect(run(list)).toEqual([
      { code: 'SEASONAL_AND_STANDARD', params: { unit: 'Brutes', season: 'Scourge of Ghyran', variant: 'Brutes (Scourge of Ghyran)' } },
    ]);
  });

  it('is not fooled by units whose own name holds the word Scourge', () => {
    hasUnits('Skaven', 'Warpvolt Scourgers');
    hasUnits('Cities of Sigmar', 'Scourgerunner Chariot');
    expect(run(makeList('Skaven', { regiments: [makeRegiment('Warlock Engineer', ['Warpvolt Scourgers', 'Warpvolt Scourgers'])] }))).toEqual([]);
    expect(run(makeList('Cities of Sigmar', { regiments: [makeRegiment('Assassin', ['Scourgerunner Chariot'])] }))).toEqual([]);
  });
});
