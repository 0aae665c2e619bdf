import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { companionRule, undersizeRule } from './companions.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';

const SCE = 'Stormcast Eternals';
const companions = (list: ArmyList) => issueMessages(list, loadRealGameData(), [companionRule]);
const undersize = (list: ArmyList) => issueMessages(list, loadRealGameData(), [undersizeRule]);

describe('composition/companions on real data', () => {
  it('accepts companions in their leader’s regiment', () => {
    expect(companions(makeList(SCE, { regiments: [makeRegiment('Neave Blacktalon', ["Neave's Companions", 'Lorai, Child of the Abyss'])] }))).toEqual([]);
    expect(companions(makeList('Daughters of Khaine', { regiments: [makeRegiment('Morathi-Khaine', ['The Shadow Queen'])] }))).toEqual([]);
  });

  it('refuses a companion in another regiment or leading its own', () => {
    const list = makeList(SCE, {
      regiments: [makeRegiment('Neave Blacktalon'), makeRegiment('Knight-Zephyros', ["Neave's Companions"]), makeRegiment('Lorai, Child of the Abyss')],
    });
    expect(companions(list)).toEqual([
      "Neave's Companions must be in the regiment of Neave Blacktalon.",
      'Lorai, Child of the Abyss must be in the regiment of Neave Blacktalon.',
    ]);
    const brand = makeList('Slaves to Darkness', { regiments: [makeRegiment('Chaos Lord', ['Singri Brand'])] });
    expect(companions(brand)).toEqual(['Singri Brand must be in the regiment of Gunnar Brand.']);
  });

  it('leaves an auxiliary companion to the auxiliary rule', () => {
    expect(companions(makeList(SCE, { regiments: [makeRegiment('Neave Blacktalon')], auxiliaryUnits: [makeUnit("Neave's Companions")] }))).toEqual([]);
  });
});

describe('composition/undersize on real data', () => {
  it('allows one undersize unit per unit its condition names (Stormcast Eternals: Stormdrake Guard per Knight-Draconis)', () => {
    const list = (draconis: number, guards: number) =>
      makeList(SCE, {
        regiments: Array.from({ length: draconis }, () => makeRegiment('Knight-Draconis')),
        auxiliaryUnits: Array.from({ length: guards }, () => makeUnit('Stormdrake Guard (1 model)')),
      });
    expect(undersize(list(1, 1))).toEqual([]);
    expect(undersize(list(2, 2))).toEqual([]);
    expect(undersize(list(1, 2))).toEqual(['No more than one Stormdrake Guard (1 model) for each Knight-Draconis in the list.']);
    expect(undersize(list(0, 1))).toEqual(['No more than one Stormdrake Guard (1 model) for each Knight-Draconis in the list.']);
  });

  it('does the same in Seraphon and Flesh-eater Courts, and not for full-size units', () => {
    const seraphon = makeList('Seraphon', {
      regiments: [makeRegiment('Terradon Chief', ['Terradon Riders (2 Models)', 'Terradon Riders', 'Terradon Riders'])],
    });
    expect(undersize(seraphon)).toEqual([]);
    const courts = makeList('Flesh-eater Courts', { regiments: [makeRegiment('Crypt Haunter Courtier', ['Crypt Flayers (2 Models)'])] });
    expect(undersize(courts)).toEqual(['No more than one Crypt Flayers (2 Models) for each Crypt Infernal Courtier in the list.']);
  });

  it('has no limit for an undersize unit without a condition (Stormcast Eternals - Astral Templars)', () => {
    const list = makeList('Stormcast Eternals - Astral Templars', {
      auxiliaryUnits: [makeUnit('Stormdrake Guard (1 model)'), makeUnit('Stormdrake Guard (1 model)')],
    });
    expect(undersize(list)).toEqual([]);
  });
});
