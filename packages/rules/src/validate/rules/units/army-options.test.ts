import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../../../test/builders.js';
import { loadRealGameData } from '../../../../test/real-game-data.js';
import type { ArmyList } from '../../../list/army-list.js';
import type { ArmyOption, GameData } from '../../../model/index.js';
import { armyOptionsRule } from './army-options.js';
import { UNIT_RULES } from './index.js';
import { issueCodes, issueMessages, withArmy } from '../../../../test/unit-rules-support.js';

const messages = (list: ArmyList, data: GameData = loadRealGameData()) => issueMessages(list, data, [armyOptionsRule]);
const general = (name: string) => makeUnit(name, { general: true });
const withOptions = (army: string, options: ArmyOption[]) => withArmy(loadRealGameData(), army, (found) => ({ ...found, options }));

describe('leadership/army-options on real data', () => {
  it('needs the general to be one of the named units (Gloomspite Gitz - Trugg’s Troggherd)', () => {
    const TRUGG = "Gloomspite Gitz - Trugg's Troggherd";
    expect(messages(makeList(TRUGG, { regiments: [makeRegiment(general('Trugg, the Troggoth King')), makeRegiment('Dankhold Troggboss')] }))).toEqual([]);
    expect(messages(makeList(TRUGG, { regiments: [makeRegiment('Trugg, the Troggoth King'), makeRegiment(general('Dankhold Troggboss'))] }))).toEqual([
      'The general must be one of: Trugg, the Troggoth King.',
    ]);
    // Without any general the core '1 general must be selected' speaks alone.
    expect(messages(makeList(TRUGG, { regiments: [makeRegiment('Trugg, the Troggoth King')] }))).toEqual([]);
  });

  it('makes the Arkanaut Ironclad the general only when it is taken (Kharadron Overlords - The Magnate’s Crew)', () => {
    // The Ironclad's General link has min 1 scoped to the Ironclad: a list without one is free.
    const MAGNATE = "Kharadron Overlords - The Magnate's Crew";
    expect(messages(makeList(MAGNATE, { regiments: [makeRegiment(general('Null-Khemist'), ['Endrinriggers'])] }))).toEqual([]);
    expect(messages(makeList(MAGNATE, { regiments: [makeRegiment(general('Arkanaut Ironclad')), makeRegiment('Null-Khemist')] }))).toEqual([]);
    expect(messages(makeList(MAGNATE, { regiments: [makeRegiment('Arkanaut Ironclad'), makeRegiment(general('Null-Khemist'))] }))).toEqual([
      'Arkanaut Ironclad must be the general when included.',
    ]);
  });

  it('makes an included unit the general (Blades of Khorne - Gorechosen Champions)', () => {
    const GORECHOSEN = 'Blades of Khorne - Gorechosen Champions';
    expect(messages(makeList(GORECHOSEN, { regiments: [makeRegiment(general('Mighty Lord of Khorne')), makeRegiment('Slaughterpriest')] }))).toEqual([]);
    expect(messages(makeList(GORECHOSEN, { regiments: [makeRegiment('Mighty Lord of Khorne'), makeRegiment(general('Slaughterpriest'))] }))).toEqual([
      'Mighty Lord of Khorne must be the general when included.',
    ]);
    expect(messages(makeList(GORECHOSEN, { regiments: [makeRegiment(general('Slaughterpriest'))] }))).toEqual([]);
  });

  it('needs the units an army of renown must include (Daughters of Khaine - Zainthar Kai)', () => {
    const ZAINTHAR = 'Daughters of Khaine - Zainthar Kai';
    const both = makeList(ZAINTHAR, { regiments: [makeRegiment(general('Morathi-Khaine'), ['The Shadow Queen'])] });
    expect(messages(both)).toEqual([]);
    expect(messages(makeList(ZAINTHAR, { regiments: [makeRegiment(general('Morathi-Khaine'))] }))).toEqual([
      'The list must include at least 1 of: The Shadow Queen.',
    ]);
  });

  it('limits a 0-1 unit (Hedonites of Slaanesh - The Decadent Host: Daemonettes)', () => {
    const list = (daemonettes: number) =>
      makeList('Hedonites of Slaanesh - The Decadent Host', {
        regiments: [
          makeRegiment(
            general('Lord of Pain'),
            Array.from({ length: daemonettes }, () => 'Daemonettes'),
          ),
        ],
      });
    expect(messages(list(1))).toEqual([]);
    expect(messages(list(2))).toEqual(['The list may include at most 1 of: Daemonettes.']);
  });

  it('leaves a second copy of a unique unit, or a seasonal twin, to the rules made for them', () => {
    const twoGrombrindals = makeList('Cities of Sigmar - The Duardin Ascendant', {
      regiments: [makeRegiment(general('Grombrindal, the White Dwarf')), makeRegiment('Grombrindal, the White Dwarf')],
    });
    expect(messages(twoGrombrindals)).toEqual([]);
    const twoIridans = makeList('Stormcast Eternals - Ruination Brotherhood', {
      regiments: [makeRegiment(general('Iridan the Witness')), makeRegiment('Iridan the Witness (Scourge of Aqshy)')],
    });
    expect(messages(twoIridans)).toEqual([]);
  });

  it('lets only one of several general-if-hero units be taken', () => {
    const PROCESSION = 'Nighthaunt - The Clattering Procession';
    const data = withOptions(PROCESSION, [{ type: 'GeneralIfHero', units: ['Black Coach', 'Knight of Shrouds on Ethereal Steed'] }]);
    expect(messages(makeList(PROCESSION, { regiments: [makeRegiment(general('Black Coach'))] }), data)).toEqual([]);
    expect(
      messages(makeList(PROCESSION, { regiments: [makeRegiment(general('Black Coach')), makeRegiment('Knight of Shrouds on Ethereal Steed')] }), data),
    ).toEqual(['Only one of Black Coach, Knight of Shrouds on Ethereal Steed may be taken as the general.']);
    // The real option names the Black Coach and its seasonal twin: one unit here.
    const twins = makeList(PROCESSION, { regiments: [makeRegiment(general('Black Coach')), makeRegiment('Black Coach (Scourge of Aqshy)')] });
    expect(messages(twins)).toEqual([]);
  });

  it('allows one unit per enabling unit above the base', () => {
    const data = withOptions('Seraphon', [{ type: 'OnePerX', enablingUnit: 'Terradon Chief', onePerUnit: 'Terrawings', base: 1 }]);
    const list = (chiefs: number) =>
      makeList('Seraphon', {
        regiments: [
          makeRegiment(general('Saurus Oldblood'), ['Terrawings', 'Terrawings']),
          ...Array.from({ length: chiefs }, () => makeRegiment('Terradon Chief')),
        ],
      });
    expect(messages(list(1), data)).toEqual([]);
    expect(messages(list(0), data)).toEqual(['No more than 1 Terrawings (Terradon Chief allows one each).']);
  });

  it('leaves a one-per-X limit that restates an undersize condition to the undersize rule (Seraphon)', () => {
    const list = makeList('Seraphon', {
      regiments: [makeRegiment(general('Terradon Chief'), ['Terradon Riders (2 Models)', 'Terradon Riders (2 Models)'])],
    });
    expect(messages(list)).toEqual([]);
    expect(issueCodes(list, loadRealGameData(), UNIT_RULES).filter((code) => code === 'ONE_PER_X' || code === 'UNDERSIZE_LIMIT')).toEqual(['UNDERSIZE_LIMIT']);
  });

  it('reports an option type it does not know and passes a Custom note (Ironjawz - Big Waaagh!)', () => {
    const BIG = 'Ironjawz - Big Waaagh!';
    const list = makeList(BIG, { regiments: [makeRegiment(general('Megaboss')), makeRegiment('Killaboss with Stab-grot')] });
    expect(messages(list)).toEqual([]);
    const data = withOptions(BIG, [{ type: 'MustBeGreen', units: ['Megaboss'] }]);
    expect(messages(list, data)).toEqual(['Unknown army option type: MustBeGreen']);
  });
});
