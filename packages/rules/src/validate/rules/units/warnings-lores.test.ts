import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';
import { unselectedLoresRule } from './warnings-lores.js';

const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [unselectedLoresRule]);
const SCE = 'Stormcast Eternals';

describe('warnings/unselected-lores on real data', () => {
  it('warns about a free spell lore and a manifestation lore left unchosen with a wizard in the list', () => {
    expect(messages(makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum')] }))).toEqual([
      'Warning: A free spell lore is available for your wizards but none is selected.',
      'Warning: No manifestation lore selected although the list has a wizard.',
    ]);
    const chosen = makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum')], spellLore: 'Lore of the Storm', manifestationLore: 'Forbidden Power' });
    expect(messages(chosen)).toEqual([]);
  });

  it('warns about a free prayer lore with a priest in the list', () => {
    expect(messages(makeList(SCE, { regiments: [makeRegiment('Lord-Relictor')] }))).toEqual([
      'Warning: A free prayer lore is available for your priests but none is selected.',
    ]);
    expect(messages(makeList(SCE, { regiments: [makeRegiment('Lord-Relictor')], prayerLore: 'Prayers of the Stormhosts' }))).toEqual([]);
  });

  it('says nothing without wizards or priests, or when the army has no such lore (Kharadron Overlords)', () => {
    expect(messages(makeList(SCE, { regiments: [makeRegiment('Lord-Celestant', ['Liberators'])] }))).toEqual([]);
    expect(messages(makeList('Kharadron Overlords', { regiments: [makeRegiment('Aether-Khemist')] }))).toEqual([]);
  });

  it('counts a wizard of the regiment of renown (Soulblight Gravelords with The Liche’s Hand)', () => {
    const list = (renown: string[]) =>
      makeList('Soulblight Gravelords', {
        regiments: [makeRegiment('Wight King')],
        regimentOfRenown: "The Liche's Hand",
        regimentOfRenownUnits: renown.map((name) => makeUnit(name)),
      });
    expect(messages(list(['Morghast Archai', 'Morghast Harbingers']))).toEqual([]);
    expect(messages(list(['Morghast Archai', 'Morghast Harbingers', 'Arkhan the Black, Mortarch of Sacrament']))).toEqual([
      'Warning: A free spell lore is available for your wizards but none is selected.',
      'Warning: No manifestation lore selected although the list has a wizard.',
    ]);
  });
});
