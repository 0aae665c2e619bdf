import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData, realArmy } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import { formatList } from '../../../text/format-list.js';
import type { Rule } from '../../rule.js';
import { validateList } from '../../validate-list.js';
import { regimentCountRule, regimentLeaderRule, regimentSizeRule } from './regiments.js';

const run = (list: ArmyList, rule: Rule) => validateList(list, loadRealGameData(), [rule]).issues.map(({ code, params }) => ({ code, params }));
const general = (name: string) => makeUnit(name, { general: true });

describe('regiments/count', () => {
  const regiments = (count: number) => Array.from({ length: count }, () => makeRegiment('Knight-Questor'));

  it('allows five regiments and refuses a sixth', () => {
    expect(run(makeList('Stormcast Eternals', { regiments: regiments(5) }), regimentCountRule)).toEqual([]);
    expect(run(makeList('Stormcast Eternals', { regiments: regiments(6) }), regimentCountRule)).toEqual([
      { code: 'TOO_MANY_REGIMENTS', params: { count: 6, max: 5 } },
    ]);
  });

  it('counts the regiment of renown as one and says so', () => {
    const renown = "Drekki's Privateers";
    expect(realArmy('Stormcast Eternals').regimentsOfRenown).toContain(renown);
    expect(run(makeList('Stormcast Eternals', { regiments: regiments(4), regimentOfRenown: renown }), regimentCountRule)).toEqual([]);
    expect(run(makeList('Stormcast Eternals', { regiments: regiments(5), regimentOfRenown: renown }), regimentCountRule)).toEqual([
      { code: 'TOO_MANY_REGIMENTS_WITH_RENOWN', params: { count: 6, max: 5, renown } },
    ]);
  });
});

describe('regiments/size', () => {
  it('allows four units besides the leader in the general’s regiment, not five', () => {
    const units = ['Saurus Warriors', 'Skinks', 'Kroxigor', 'Saurus Guard'];
    expect(run(makeList('Seraphon', { regiments: [makeRegiment(general('Saurus Oldblood'), units)] }), regimentSizeRule)).toEqual([]);
    const list = makeList('Seraphon', { regiments: [makeRegiment(general('Saurus Oldblood'), [...units, 'Skinks'])] });
    expect(run(list, regimentSizeRule)).toEqual([
      { code: 'GENERALS_REGIMENT_TOO_BIG', params: { max: 4, count: 5, regiment: "General's Regiment", leader: 'Saurus Oldblood' } },
    ]);
  });

  it('allows three units in any other regiment, not four', () => {
    const units = ['Clanrats', 'Stormvermin', 'Night Runners'];
    const ok = makeList('Skaven', { regiments: [makeRegiment(general('Clawlord')), makeRegiment('Grey Seer', units)] });
    expect(run(ok, regimentSizeRule)).toEqual([]);
    const big = makeList('Skaven', { regiments: [makeRegiment(general('Clawlord')), makeRegiment('Grey Seer', [...units, 'Clanrats'])] });
    expect(run(big, regimentSizeRule)).toEqual([{ code: 'REGIMENT_TOO_BIG', params: { max: 3, count: 4, regiment: 'Regiment 1', leader: 'Grey Seer' } }]);
  });

  it('gives a regiment one more slot for each Freeguild Command Corps Auxiliaries and Whisperblade', () => {
    const names = realArmy('Cities of Sigmar').units.map((unit) => unit.name);
    expect(names).toEqual(expect.arrayContaining(['Freeguild Command Corps Auxiliaries', 'Freeguild Command Corps Whisperblade']));
    const base = ['Freeguild Command Corps Adjutants', 'Freeguild Steelhelms', 'Freeguild Fusiliers', 'Freeguild Cavaliers'];
    const attached = ['Freeguild Command Corps Auxiliaries', 'Freeguild Command Corps Whisperblade'];
    const generals = makeList('Cities of Sigmar', {
      regiments: [makeRegiment(general('Freeguild Marshal on Griffon'), [...base, ...attached])],
    });
    expect(run(generals, regimentSizeRule)).toEqual([]);
    const over = makeList('Cities of Sigmar', {
      regiments: [makeRegiment(general('Freeguild Marshal on Griffon'), [...base, ...attached, 'Flagellants'])],
    });
    expect(run(over, regimentSizeRule)).toEqual([
      { code: 'GENERALS_REGIMENT_TOO_BIG', params: { max: 6, count: 7, regiment: "General's Regiment", leader: 'Freeguild Marshal on Griffon' } },
    ]);
    const other = makeList('Cities of Sigmar', {
      regiments: [makeRegiment(general('Freeguild Cavalier-Marshal')), makeRegiment('Freeguild Marshal and Relic Envoy', [...base.slice(0, 3), attached[0]!])],
    });
    expect(run(other, regimentSizeRule)).toEqual([]);
  });

  it('does not extend the slot to other free units', () => {
    // Toll's Companions cost nothing too, but take a slot.
    const list = makeList('Cities of Sigmar', {
      regiments: [
        makeRegiment(general('Freeguild Cavalier-Marshal')),
        makeRegiment('Callis and Toll', ["Toll's Companions", 'Flagellants', 'Freeguild Steelhelms', 'Freeguild Fusiliers']),
      ],
    });
    expect(run(list, regimentSizeRule).map((issue) => issue.code)).toEqual(['REGIMENT_TOO_BIG']);
  });
});

describe('regiments/leader', () => {
  it('needs a leader in every regiment', () => {
    const list = makeList('Kharadron Overlords', {
      regiments: [makeRegiment(general('Arkanaut Admiral')), { leader: null, units: [makeUnit('Arkanaut Company')] }],
    });
    expect(run(list, regimentLeaderRule)).toEqual([{ code: 'REGIMENT_WITHOUT_LEADER', params: { regiment: 'Regiment 1' } }]);
  });

  it("names a regiment as the export heads it, the general's wherever it stands", () => {
    const list = makeList('Kharadron Overlords', {
      regiments: [
        makeRegiment('Aether-Khemist'),
        makeRegiment(general('Arkanaut Admiral')),
        makeRegiment('Endrinmaster with Dirigible Suit'),
        { leader: null, units: [makeUnit('Arkanaut Company')] },
      ],
    });
    const errors = validateList(list, loadRealGameData(), [regimentLeaderRule]).errors;
    expect(errors).toEqual(['Regiment 3 must have a leader.']);
    const exported = formatList(list, loadRealGameData(), { appVersion: 'test', exportDate: new Date(0) });
    const headings = exported.ok ? exported.value.split('\n').filter((line) => /Regiment/.test(line)) : [];
    expect(headings).toEqual(['Regiment 1', "General's Regiment", 'Regiment 2', 'Regiment 3']);
  });

  it('needs the leader to be a HERO', () => {
    const list = makeList('Kharadron Overlords', { regiments: [makeRegiment('Arkanaut Company', ['Grundstok Thunderers'])] });
    expect(run(list, regimentLeaderRule)).toEqual([{ code: 'LEADER_NOT_HERO', params: { unit: 'Arkanaut Company', regiment: 'Regiment 1' } }]);
    expect(run(makeList('Kharadron Overlords', { regiments: [makeRegiment('Aether-Khemist', ['Grundstok Thunderers'])] }), regimentLeaderRule)).toEqual([]);
  });

  it('leaves leaders the army does not know to the invalid-unit rule', () => {
    expect(run(makeList('Kharadron Overlords', { regiments: [makeRegiment('Saurus Warriors')] }), regimentLeaderRule)).toEqual([]);
  });
});
