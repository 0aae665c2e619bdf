import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList, Regiment } from '../../../list/army-list.js';
import { bigWaaaghRule } from './big-waaagh.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';

const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [bigWaaaghRule]);
const IRONJAWZ_BIG = 'Ironjawz - Big Waaagh!';
const KRULEBOYZ_BIG = 'Kruleboyz - Big Waaagh!';
const list = (faction: string, ...regiments: Regiment[]) => makeList(faction, { regiments });

describe('army-specific/big-waaagh on real data', () => {
  it('accepts as many Ironjawz-led as Kruleboyz-led regiments, in both Big Waaagh! armies', () => {
    for (const faction of [IRONJAWZ_BIG, KRULEBOYZ_BIG]) {
      expect(
        messages(list(faction, makeRegiment(makeUnit('Megaboss', { general: true }), ['Brutes']), makeRegiment('Killaboss with Stab-grot', ['Gutrippaz']))),
      ).toEqual([]);
    }
  });

  it('refuses unequal numbers', () => {
    const regiments = [makeRegiment('Megaboss'), makeRegiment('Warchanter'), makeRegiment('Killaboss with Stab-grot')];
    expect(messages(list(KRULEBOYZ_BIG, ...regiments))).toEqual(['Kruleboyz and Ironjawz regiments must be equal in number (1 Kruleboyz, 2 Ironjawz).']);
  });

  it('counts Kragnos for the side his warscroll names', () => {
    expect(messages(list(IRONJAWZ_BIG, makeRegiment('Kragnos, the End of Empires (Kruleboyz)', ['Gutrippaz']), makeRegiment('Megaboss')))).toEqual([]);
    expect(messages(list(IRONJAWZ_BIG, makeRegiment('Kragnos, the End of Empires (Ironjawz)', ['Brutes']), makeRegiment('Megaboss')))).toEqual([
      'Kruleboyz and Ironjawz regiments must be equal in number (0 Kruleboyz, 2 Ironjawz).',
    ]);
  });

  it('never lets Kragnos lead Kruleboyz and Ironjawz units together', () => {
    const mixed = list(IRONJAWZ_BIG, makeRegiment('Kragnos, the End of Empires (Ironjawz)', ['Brutes', 'Gutrippaz']), makeRegiment('Killaboss with Stab-grot'));
    expect(messages(mixed)).toEqual(['Kragnos cannot lead a regiment that mixes Kruleboyz and Ironjawz units.']);
    const single = list(IRONJAWZ_BIG, makeRegiment('Kragnos, the End of Empires (Ironjawz)', ['Brutes', 'Ardboyz']), makeRegiment('Killaboss with Stab-grot'));
    expect(messages(single)).toEqual([]);
  });

  it('applies to no other army', () => {
    expect(messages(list('Ironjawz', makeRegiment('Megaboss'), makeRegiment('Warchanter')))).toEqual([]);
    expect(messages(list('Kruleboyz', makeRegiment('Killaboss with Stab-grot')))).toEqual([]);
  });
});
