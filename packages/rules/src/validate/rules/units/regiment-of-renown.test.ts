import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList, ListUnit } from '../../../list/army-list.js';
import { issueText } from '../../../issue/issue.js';
import { validateList } from '../../validate-list.js';
import { regimentOfRenownRule } from './regiment-of-renown.js';
import { issueMessages } from '../../../../test/unit-rules-support.js';

const messages = (list: ArmyList) => issueMessages(list, loadRealGameData(), [regimentOfRenownRule]);
const SOB = 'Sons of Behemat';
const KRULESHOTS = "Big Grikk's Kruleshots";

function kruleshots(units: ListUnit[], faction = SOB): ArmyList {
  return makeList(faction, { regiments: [makeRegiment('Gatebreaker Mega-Gargant')], regimentOfRenown: KRULESHOTS, regimentOfRenownUnits: units });
}
const fullKruleshots = () => [makeUnit('Man-skewer Boltboyz'), makeUnit('Man-skewer Boltboyz'), makeUnit('Beast-skewer Killbow')];

describe('renown/regiment-of-renown on real data', () => {
  it('accepts a regiment of renown with exactly its units in an army that may take it', () => {
    expect(messages(kruleshots(fullKruleshots()))).toEqual([]);
    expect(messages(makeList('Blades of Khorne', { regimentOfRenown: 'Godmarked Ascendant', regimentOfRenownUnits: [makeUnit('Daemon Prince')] }))).toEqual([]);
  });

  it('reports a regiment of renown the data does not know, and nothing else about it', () => {
    expect(messages({ ...kruleshots(fullKruleshots()), regimentOfRenown: "Big Grikk's Boyz" })).toEqual(["Regiment of Renown not found: Big Grikk's Boyz."]);
  });

  it('refuses a regiment of renown the army cannot take (Stormcast Eternals, and an army of renown)', () => {
    expect(messages(kruleshots(fullKruleshots(), 'Stormcast Eternals'))).toEqual(["Big Grikk's Kruleshots cannot be taken in Stormcast Eternals."]);
    expect(messages(kruleshots(fullKruleshots(), "Sons of Behemat - King Brodd's Stomp"))).toEqual([
      "Big Grikk's Kruleshots cannot be taken in Sons of Behemat - King Brodd's Stomp.",
    ]);
  });

  it('needs exactly the stated count of each unit, and no others', () => {
    expect(messages(kruleshots([makeUnit('Man-skewer Boltboyz'), makeUnit('Beast-skewer Killbow')]))).toEqual([
      "Big Grikk's Kruleshots must include exactly 2 Man-skewer Boltboyz.",
    ]);
    expect(messages(kruleshots([...fullKruleshots(), makeUnit('Gutrippaz')]))).toEqual(["Gutrippaz is not part of Big Grikk's Kruleshots."]);
  });

  it('takes manifestations and faction terrain as members (Sigil Convocation, The Pustules)', () => {
    const sigil = (members: string[]) =>
      makeList('Kharadron Overlords', {
        regiments: [makeRegiment('Arkanaut Admiral')],
        regimentOfRenown: 'Sigil Convocation',
        regimentOfRenownUnits: members.map((name) => makeUnit(name)),
      });
    const convocation = ['Scinari Calligrave', 'Hyshian Twinstones', 'Rune of Petrification', 'Sanctum of Amyntok'];
    expect(messages(sigil(convocation))).toEqual([]);
    expect(messages(sigil(['Scinari Calligrave', 'Hyshian Twinstones', 'Rune of Petrification']))).toEqual([
      'Sigil Convocation must include exactly 1 Sanctum of Amyntok.',
    ]);
    // No other rule takes them for units of the army either.
    const about = (list: ArmyList, names: string[]) =>
      validateList(list, loadRealGameData()).issues.filter((issue) => names.some((name) => issueText(issue).includes(name)));
    expect(about(sigil(convocation), convocation.slice(1))).toEqual([]);
    const pustules = ['Spoilpox Scrivener, Herald of Nurgle', 'Feculent Gnarlmaw', 'Plaguebearers'];
    const list = makeList('Blades of Khorne', {
      regiments: [makeRegiment('Slaughterpriest')],
      regimentOfRenown: 'The Pustules',
      regimentOfRenownUnits: pustules.map((name) => makeUnit(name)),
    });
    expect(messages(list)).toEqual([]);
    expect(about(list, ['Feculent Gnarlmaw'])).toEqual([]);
  });

  it('never makes its units the general, reinforced or enhanced', () => {
    const units = [
      makeUnit('Man-skewer Boltboyz', { reinforced: true }),
      makeUnit('Man-skewer Boltboyz'),
      makeUnit('Beast-skewer Killbow', { general: true, artifact: 'Glowy Howzit' }),
    ];
    expect(messages(kruleshots(units))).toEqual([
      'Units of a regiment of renown cannot be reinforced: Man-skewer Boltboyz.',
      'Units of a regiment of renown cannot be the general: Beast-skewer Killbow.',
      'Units of a regiment of renown cannot take enhancements, except a Daemon Prince: Beast-skewer Killbow.',
    ]);
  });

  it('lets the Godmarked Ascendant Daemon Prince take enhancements', () => {
    const prince = makeUnit('Daemon Prince', { artifact: 'Collar of Contempt', heroicTrait: 'Skull Collector' });
    expect(messages(makeList('Blades of Khorne', { regimentOfRenown: 'Godmarked Ascendant', regimentOfRenownUnits: [prince] }))).toEqual([]);
  });

  it('refuses regiment-of-renown units without a regiment of renown', () => {
    expect(messages(makeList(SOB, { regimentOfRenownUnits: [makeUnit('Beast-skewer Killbow')] }))).toEqual([
      'Beast-skewer Killbow is listed as a regiment of renown unit, but no regiment of renown is selected.',
    ]);
    expect(messages(makeList(SOB))).toEqual([]);
  });
});
