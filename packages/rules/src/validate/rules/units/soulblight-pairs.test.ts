import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { UNIT_RULES } from './index.js';
import { soulblightPairsRule } from './soulblight-pairs.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';
import { validateList } from '../../validate-list.js';

const SBGL = 'Soulblight Gravelords';
const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [soulblightPairsRule]);
const general = (name: string) => makeUnit(name, { general: true });

describe('army-specific/soulblight-pairs on real data', () => {
  it('refuses Cado Ezechiar with the Blades of the Hollow King', () => {
    expect(messages(makeList(SBGL, { regiments: [makeRegiment(general('Cado Ezechiar, the Hollow King'))] }))).toEqual([]);
    const both = makeList(SBGL, { regiments: [makeRegiment(general('Cado Ezechiar, the Hollow King')), makeRegiment('Blades of the Hollow King')] });
    expect(messages(both)).toEqual(['Cado Ezechiar and the Blades of the Hollow King cannot both be included.']);
  });

  it('refuses both Radukars', () => {
    expect(messages(makeList(SBGL, { regiments: [makeRegiment(general('Radukar the Wolf')), makeRegiment('Vampire Lord')] }))).toEqual([]);
    const both = makeList(SBGL, { regiments: [makeRegiment(general('Radukar the Wolf')), makeRegiment('Radukar the Beast')] });
    expect(messages(both)).toEqual(['Radukar the Beast and Radukar the Wolf cannot both be included.']);
  });

  it('shows the player one message, although the army options restate the pairs as 0-1 limits', () => {
    const both = makeList(SBGL, {
      regiments: [
        makeRegiment(general('Cado Ezechiar, the Hollow King')),
        makeRegiment('Blades of the Hollow King'),
        makeRegiment('Radukar the Wolf'),
        makeRegiment('Radukar the Beast'),
      ],
    });
    const all = validateList(both, loadRealGameData(), UNIT_RULES).errors;
    expect(all.filter((message) => /Cado|Radukar/.test(message))).toEqual([
      'Cado Ezechiar and the Blades of the Hollow King cannot both be included.',
      'Radukar the Beast and Radukar the Wolf cannot both be included.',
    ]);
  });
});
