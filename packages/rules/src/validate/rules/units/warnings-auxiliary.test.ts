import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { issueMessages, withUnits } from '../../../../test/unit-rules-support.js';
import { auxiliaryCouldJoinRule } from './warnings-auxiliary.js';

const SCE = 'Stormcast Eternals';
const messages = (list: ArmyList, data = loadRealGameData()) => issueMessages(list, data, [auxiliaryCouldJoinRule]);

describe('warnings/auxiliary-could-join on real data', () => {
  it('warns when a regiment with room admits an auxiliary unit', () => {
    const list = makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum', ['Liberators'])], auxiliaryUnits: [makeUnit('Vindictors')] });
    expect(messages(list)).toEqual(['Warning: Vindictors is an auxiliary unit but could join the regiment of Knight-Arcanum.']);
  });

  it('warns about an auxiliary hero too (Kharadron Overlords)', () => {
    const list = makeList('Kharadron Overlords', { regiments: [makeRegiment('Arkanaut Admiral')], auxiliaryUnits: [makeUnit('Aether-Khemist')] });
    expect(messages(list)).toEqual(['Warning: Aether-Khemist is an auxiliary unit but could join the regiment of Arkanaut Admiral.']);
  });

  it('says nothing when no leader admits it', () => {
    const list = makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum', ['Liberators'])], auxiliaryUnits: [makeUnit('Vanguard-Hunters')] });
    expect(messages(list)).toEqual([]);
  });

  it('says nothing when the regiment is full, or joining would break a limit', () => {
    const full = makeList(SCE, {
      regiments: [makeRegiment('Knight-Arcanum', ['Liberators', 'Liberators', 'Vindictors'])],
      auxiliaryUnits: [makeUnit('Vindictors')],
    });
    expect(messages(full)).toEqual([]);
    const generals = makeList(SCE, {
      regiments: [makeRegiment(makeUnit('Knight-Arcanum', { general: true }), ['Liberators', 'Liberators', 'Vindictors'])],
      auxiliaryUnits: [makeUnit('Vindictors')],
    });
    expect(messages(generals)).toEqual(['Warning: Vindictors is an auxiliary unit but could join the regiment of Knight-Arcanum.']);
    const capped = makeList(SCE, { regiments: [makeRegiment('Knight-Azyros', ['Liberators'])], auxiliaryUnits: [makeUnit('Vindictors')] });
    expect(messages(capped)).toEqual([]);
  });

  it('says nothing about companions (the auxiliary rule reports them) or without regiment options in the data', () => {
    const companion = makeList(SCE, { regiments: [makeRegiment('Knight-Zephyros')], auxiliaryUnits: [makeUnit("Neave's Companions")] });
    expect(messages(companion)).toEqual([]);
    const bare = withUnits(loadRealGameData(), SCE, (unit) => ({ ...unit, battleProfile: { ...unit.battleProfile, regimentOptions: [] } }));
    const list = makeList(SCE, { regiments: [makeRegiment('Knight-Arcanum')], auxiliaryUnits: [makeUnit('Vindictors')] });
    expect(messages(list, bare)).toEqual([]);
  });
});
