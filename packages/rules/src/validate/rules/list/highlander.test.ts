import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { validateList } from '../../validate-list.js';
import { highlanderRule } from './highlander.js';

const run = (list: ArmyList) => validateList(list, loadRealGameData(), [highlanderRule]).issues.map(({ code, params }) => ({ code, params }));

describe('highlander/duplicates', () => {
  const duplicated = makeList('Gloomspite Gitz', {
    validator: 'highlander',
    regiments: [makeRegiment('Loonboss', ['Moonclan Stabbas', 'Moonclan Shootas']), makeRegiment('Fungoid Cave-Shaman', ['moonclan stabbas'])],
    auxiliaryUnits: [makeUnit('Loonboss')],
  });

  it('reports each unit taken more than once, in highlander mode', () => {
    expect(realArmy('Gloomspite Gitz').units.map((unit) => unit.name)).toEqual(
      expect.arrayContaining(['Loonboss', 'Fungoid Cave-Shaman', 'Moonclan Stabbas', 'Moonclan Shootas']),
    );
    expect(run(duplicated)).toEqual([
      { code: 'HIGHLANDER_DUPLICATE', params: { unit: 'Loonboss', count: 2 } },
      { code: 'HIGHLANDER_DUPLICATE', params: { unit: 'Moonclan Stabbas', count: 2 } },
    ]);
  });

  it('allows duplicates in every other mode', () => {
    for (const validator of ['standard', 'holy havoc', 'legends'] as const) expect(run({ ...duplicated, validator })).toEqual([]);
  });

  it('accepts a highlander list of distinct units', () => {
    const list = makeList('Fyreslayers', {
      validator: 'highlander',
      regiments: [
        makeRegiment('Auric Runefather', ['Vulkite Berzerkers with Bladed Slingshields']),
        makeRegiment('Battlesmith', ['Hearthguard Berzerkers with Flamestrike Poleaxes']),
      ],
    });
    expect(run(list)).toEqual([]);
  });
});
