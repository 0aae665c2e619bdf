import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';
import { unusedEnhancementsRule } from './warnings-enhancements.js';

const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [unusedEnhancementsRule]);
const SCE = 'Stormcast Eternals';

describe('warnings/unused-enhancements on real data', () => {
  it('warns when a hero could take a heroic trait or an artefact and none is taken', () => {
    expect(messages(makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum')] }))).toEqual([
      'Warning: No artifact selected although a unit could take one.',
      'Warning: No heroic trait selected although a unit could take one.',
    ]);
    const taken = makeUnit('Knight-Arcanum', { artifact: 'Mirrorshield', heroicTrait: 'Shock and Awe' });
    expect(messages(makeList(SCE, { regiments: [makeRegiment(taken)] }))).toEqual([]);
  });

  it('says nothing when only unique heroes could have taken them', () => {
    expect(messages(makeList(SCE, { regiments: [makeRegiment('Gardus Steel Soul')] }))).toEqual([]);
  });

  it('warns about another table a unit of the list lists (Scars of War)', () => {
    const hero = makeUnit('Knight-Arcanum', { artifact: 'Mirrorshield', heroicTrait: 'Shock and Awe' });
    expect(messages(makeList(SCE, { regiments: [makeRegiment(hero, ['Liberators'])] }))).toEqual([
      'Warning: No enhancement from Scars of War selected although a unit could take one.',
    ]);
    const scarred = makeUnit('Liberators', { enhancementChoices: { 'Scars of War': 'Pyrotechnic Souls' } });
    expect(messages(makeList(SCE, { regiments: [makeRegiment(hero, [scarred])] }))).toEqual([]);
  });

  it('counts the Daemon Prince of a regiment of renown as a unit that could take them (Blades of Khorne)', () => {
    const list = makeList('Blades of Khorne', { regimentOfRenown: 'Godmarked Ascendant', regimentOfRenownUnits: [makeUnit('Daemon Prince')] });
    expect(messages(list)).toEqual([
      'Warning: No artifact selected although a unit could take one.',
      'Warning: No heroic trait selected although a unit could take one.',
    ]);
  });

  it('warns about First Circle Titles only while none is taken (Slaves to Darkness - The Swords of Chaos)', () => {
    const SOC = 'Slaves to Darkness - The Swords of Chaos';
    expect(messages(makeList(SOC, { regiments: [makeRegiment('Archaon, the Everchosen', ['Varanguard'])] }))).toEqual([
      'Warning: No enhancement from First Circle Titles selected although a unit could take one.',
    ]);
    const titled = makeUnit('Varanguard', { enhancementChoices: { 'First Circle Titles': 'The Grimroot Order' } });
    expect(messages(makeList(SOC, { regiments: [makeRegiment('Archaon, the Everchosen', [titled, 'Varanguard'])] }))).toEqual([]);
  });
});
