import { beforeAll, describe, expect, it } from 'vitest';

import type { KnownArmyOption } from '@scrolldex/rules/model';

import type { ConversionWarning } from '../report/warning-report.js';
import { deriveArmyOptions } from './derive-army-options.js';
import { loadRealArmies, type RealArmies } from '../../test/load-real-armies.js';

let real: RealArmies;
let options: Map<string, KnownArmyOption[]>;
let warnings: ConversionWarning[];

beforeAll(async () => {
  real = await loadRealArmies();
  const before = real.dataSet.report.warnings.length;
  options = new Map(real.armies.map((converted) => [converted.army.name, deriveArmyOptions(converted, real.dataSet)]));
  warnings = real.dataSet.report.warnings.slice(before);
});

const optionsOf = (army: string) => {
  real.army(army);
  return options.get(army)!;
};

function armiesWith(type: KnownArmyOption['type']): string[] {
  return [...options]
    .filter(([, list]) => list.some((option) => option.type === type))
    .map(([army]) => army)
    .sort();
}

describe('deriveArmyOptions on main', () => {
  it('reads MustBeIncluded from a min 1 roster constraint, with the max of the warscroll', () => {
    // Zainthar Kai.cat: both links carry `min 1 scope="roster"`; the library caps each named hero at 1.
    expect(optionsOf('Daughters of Khaine - Zainthar Kai')).toEqual([
      { type: 'MustBeIncluded', min: 1, max: 1, units: ['Morathi-Khaine'] },
      { type: 'MustBeIncluded', min: 1, max: 1, units: ['The Shadow Queen'] },
    ]);
  });

  it('lets a Scourge twin satisfy MustBeIncluded, and drops twins this handbook hides', () => {
    // Iridan's min is set to 0 when either twin is in the list; the Ghyran twin is hidden in 2026-27.
    expect(optionsOf('Stormcast Eternals - Ruination Brotherhood')).toContainEqual({
      type: 'MustBeIncluded',
      min: 1,
      max: 1,
      units: ['Iridan the Witness', 'Iridan the Witness (Scourge of Aqshy)'],
    });
    expect(optionsOf("Daughters of Khaine - The Croneseer's Pariahs")).toEqual([
      { type: 'RequiredGeneral', units: ['Krethusa the Croneseer'] },
      { type: 'MustBeIncluded', min: 1, max: 1, units: ['Krethusa the Croneseer'] },
    ]);
  });

  it('reads a roster cap or an exclusive pair as MustBeIncluded with min 0', () => {
    expect(optionsOf('Hedonites of Slaanesh - The Decadent Host')).toEqual([
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Contorted Epitome'] },
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Daemonettes'] },
    ]);
    // Soulblight Gravelords.cat: each of a pair is set to max 0 while the other is in the list.
    expect(optionsOf('Soulblight Gravelords')).toEqual([
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Cado Ezechiar, the Hollow King', 'Blades of the Hollow King'] },
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Radukar the Beast', 'Radukar the Wolf'] },
    ]);
  });

  it('reads GeneralIfIncluded, not RequiredGeneral, from a General link the unit must take', () => {
    // The Magnate's Crew.cat: the Ironclad's General link has min 1 max 1 scoped to its parent,
    // the Ironclad, so it binds only in a list that holds one; its roster max is 1.
    expect(optionsOf("Kharadron Overlords - The Magnate's Crew")).toEqual([
      { type: 'GeneralIfIncluded', units: ['Arkanaut Ironclad'] },
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Arkanaut Ironclad'] },
    ]);
  });

  it('reads RequiredGeneral from the heroes left without a static Restrict General', () => {
    // Trugg's Troggherd.cat puts Restrict General on the Dankhold Troggboss link, not on Trugg:
    // the general must be Trugg, the Troggoth King.
    expect(optionsOf("Gloomspite Gitz - Trugg's Troggherd")).toEqual([{ type: 'RequiredGeneral', units: ['Trugg, the Troggoth King'] }]);
    expect(optionsOf("Sons of Behemat - King Brodd's Stomp")).toEqual([{ type: 'RequiredGeneral', units: ['King Brodd'] }]);
    // The data leaves three heroes of the First-Forged unrestricted, not only Bastian Carthalos.
    expect(optionsOf('Stormcast Eternals - Heroes of the First-Forged')).toEqual([
      { type: 'RequiredGeneral', units: ['Knight-Heraldor', 'Lord-Commander Bastian Carthalos', 'Lord-Relictor'] },
      { type: 'MustBeIncluded', min: 1, max: 1, units: ['Lord-Commander Bastian Carthalos'] },
    ]);
  });

  it('reads GeneralIfIncluded from Restrict General added while a unit is in the list', () => {
    // Gorechosen Champions.cat: the Mighty Lord is also capped at 1, its Ghyran twin is hidden.
    expect(optionsOf('Blades of Khorne - Gorechosen Champions')).toEqual([
      { type: 'GeneralIfIncluded', units: ['Mighty Lord of Khorne'] },
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Mighty Lord of Khorne'] },
    ]);
    expect(optionsOf('Ossiarch Bonereapers - Petrifex Elite')).toEqual([{ type: 'GeneralIfIncluded', units: ['The Grand Necromystic'] }]);
    expect(optionsOf('Soulblight Gravelords - Knights of the Crimson Keep')).toEqual([{ type: 'GeneralIfIncluded', units: ['Prince Vhordrai'] }]);
  });

  it('reads GeneralIfHero from a General link on a warscroll the army makes a hero', () => {
    expect(optionsOf('Nighthaunt - The Clattering Procession')).toEqual([
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Black Coach'] },
      { type: 'MustBeIncluded', min: 0, max: 1, units: ['Black Coach (Scourge of Aqshy)'] },
      { type: 'GeneralIfHero', units: ['Black Coach', 'Black Coach (Scourge of Aqshy)'] },
    ]);
  });

  it('reads OnePerX from a max 0 roster limit raised per enabling unit', () => {
    // Flesh-eater Courts.cat: the links are undersize ('(2 Models)'), max 0 + 1 per Courtier.
    expect(optionsOf('Flesh-eater Courts')).toEqual([
      { type: 'OnePerX', enablingUnit: 'Crypt Haunter Courtier', onePerUnit: 'Crypt Horrors (2 Models)', base: 0 },
      { type: 'OnePerX', enablingUnit: 'Crypt Infernal Courtier', onePerUnit: 'Crypt Flayers (2 Models)', base: 0 },
    ]);
    expect(optionsOf('Maggotkin of Nurgle - Cycle of Corruption')).toEqual([
      { type: 'OnePerX', enablingUnit: 'Lord of Afflictions', onePerUnit: 'Pusgoyle Blightlords (1 Model)', base: 0 },
    ]);
  });

  it('turns faction error texts into Custom notes, once per army', () => {
    const note = 'Big Waaagh! rosters must have equal numbers of regiments led by IRONJAWZ and KRULEBOYZ HEROES.';
    expect(optionsOf('Ironjawz - Big Waaagh!')).toEqual([{ type: 'Custom', note }]);
    expect(optionsOf('Kruleboyz - Big Waaagh!')).toEqual([{ type: 'Custom', note }]);
    expect(optionsOf('Slaves to Darkness')).toEqual([{ type: 'Custom', note: 'Athol Khul cannot be included in an army with any other UNIQUE units.' }]);
  });

  it('gives no note for errors other checks cover or that only Path to Glory heroes carry', () => {
    const notes = [...options.values()].flat().flatMap((option) => (option.type === 'Custom' ? [option.note] : []));
    expect(new Set(notes)).toEqual(
      new Set([
        'Big Waaagh! rosters must have equal numbers of regiments led by IRONJAWZ and KRULEBOYZ HEROES.',
        'Athol Khul cannot be included in an army with any other UNIQUE units.',
      ]),
    );
  });

  it('gives a main army without faction leadership rules no options', () => {
    expect(optionsOf('Sylvaneth')).toEqual([]);
    expect(optionsOf('Stormcast Eternals').every((option) => option.type === 'OnePerX')).toBe(true);
  });

  it('finds each option type in the armies the data encodes it for', () => {
    expect(armiesWith('GeneralIfHero')).toEqual(['Nighthaunt - The Clattering Procession']);
    expect(armiesWith('GeneralIfIncluded')).toEqual([
      'Blades of Khorne - Gorechosen Champions',
      "Kharadron Overlords - The Magnate's Crew",
      'Ossiarch Bonereapers - Petrifex Elite',
      'Soulblight Gravelords - Knights of the Crimson Keep',
    ]);
    expect(armiesWith('Custom')).toEqual(['Ironjawz - Big Waaagh!', 'Kruleboyz - Big Waaagh!', 'Slaves to Darkness']);
    expect(armiesWith('OnePerX')).toEqual([
      'Flesh-eater Courts',
      'Flesh-eater Courts - Legions of Nagash',
      'Flesh-eater Courts - New Summercourt',
      'Maggotkin of Nurgle',
      'Maggotkin of Nurgle - Cycle of Corruption',
      'Nighthaunt - Legions of Nagash',
      'Ossiarch Bonereapers - Legions of Nagash',
      'Seraphon',
      'Soulblight Gravelords - Legions of Nagash',
      'Stormcast Eternals',
      'Stormcast Eternals - Draconith Skywing',
    ]);
    expect(armiesWith('RequiredGeneral')).toHaveLength(21);
    expect(armiesWith('MustBeIncluded')).toHaveLength(29);
    expect(armiesWith('RequiredGeneral').every((army) => army.includes(' - '))).toBe(true);
  });

  it('names only units of the army, each option once', () => {
    for (const converted of real.armies) {
      const names = new Set(converted.army.units.map((unit) => unit.name));
      const list = options.get(converted.army.name)!;
      expect(new Set(list.map((option) => JSON.stringify(option))).size, converted.army.name).toBe(list.length);
      for (const option of list) {
        const named = 'units' in option ? option.units : 'enablingUnit' in option ? [option.enablingUnit, option.onePerUnit] : [];
        for (const name of named) expect(names, `${converted.army.name}: ${JSON.stringify(option)}`).toContain(name);
        if ('units' in option) expect(option.units.length, converted.army.name).toBeGreaterThan(0);
      }
    }
  });

  it('reports the composition rules no option can express, one warning per army and reason', () => {
    expect(warnings.map(({ code, file, message }) => ({ code, file, reason: message.replace(/ \(.*\)\.$/, '') }))).toEqual([
      {
        code: 'UNPLACED_ARMY_OPTION',
        file: 'Cities of Sigmar - Allies of the Free Cities.cat',
        reason: 'Cities of Sigmar - Allies of the Free Cities: roster limit that depends on counts of keywords in the list',
      },
      {
        code: 'UNPLACED_ARMY_OPTION',
        file: 'Ironjawz - Ironsunz [LEGENDS].cat',
        reason: 'Ironjawz - Ironsunz: roster limit with one allowance shared by several enabling units',
      },
      {
        code: 'UNPLACED_ARMY_OPTION',
        file: 'Kruleboyz - Murkvast Menagerie.cat',
        reason: 'Kruleboyz - Murkvast Menagerie: roster limit that depends on counts of keywords in the list',
      },
      {
        code: 'UNPLACED_ARMY_OPTION',
        file: 'Stormcast Eternals - Astral Templars.cat',
        reason: 'Stormcast Eternals - Astral Templars: roster limit that depends on counts of keywords in the list',
      },
    ]);
  });
});
