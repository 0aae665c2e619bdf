import type { RegimentOption, Unit } from '@scrolldex/rules/model';
import { beforeAll, describe, expect, it } from 'vitest';

import { convertArmy, type ConvertedArmy } from '../armies/convert-army.js';
import { findPlayableCatalogues } from '../armies/playable-catalogues.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { deriveBattleProfiles } from './derive-battle-profiles.js';
import { matchesOption } from './match-option.js';

let dataSet: DataSet;
const armies = new Map<string, ConvertedArmy>();

beforeAll(async () => {
  dataSet = await loadRealDataSet();
});

/** One army converted and derived once for the whole file. */
function army(name: string): ConvertedArmy {
  let converted = armies.get(name);
  if (!converted) {
    const playable = findPlayableCatalogues(dataSet).find((candidate) => candidate.name === name);
    if (!playable) throw new Error(`No playable catalogue named ${name}`);
    converted = convertArmy(playable, dataSet);
    deriveBattleProfiles(converted, dataSet);
    armies.set(name, converted);
  }
  return converted;
}

function unit(armyName: string, unitName: string): Unit {
  const found = army(armyName).army.units.find((candidate) => candidate.name === unitName);
  if (!found) throw new Error(`${armyName} has no unit ${unitName}`);
  return found;
}

/** '0-1 WARRIOR CHAMBER', 'Any hero Stormcast Exemplar', '1 Neave's Companions'. */
function describeOption(option: RegimentOption): string {
  const { min, max } = option;
  const limit = max === -1 ? (min === 0 ? 'Any' : `${min}+`) : min === max ? `${max}` : `${min}-${max}`;
  const parts = [option.keywords.join(' '), ...option.nonKeywords.map((keyword) => `not ${keyword}`), ...option.subheroCategories, ...option.unitNames];
  return `${limit} ${option.heroes ? 'hero ' : ''}${parts.filter(Boolean).join(' | ')}`;
}

function optionsOf(armyName: string, unitName: string): string[] {
  return unit(armyName, unitName).battleProfile.regimentOptions.map(describeOption);
}

/** The options of a leader that a unit of the army matches. */
function optionsAdmitting(armyName: string, leaderName: string, memberName: string): string[] {
  const member = unit(armyName, memberName);
  return unit(armyName, leaderName)
    .battleProfile.regimentOptions.filter((option) => matchesOption(option, option.heroes, member))
    .map(describeOption);
}

describe('deriveBattleProfiles: Stormcast Eternals', () => {
  const SCE = 'Stormcast Eternals';

  it('reads a Knight-Arcanum: any WARRIOR CHAMBER and, by link id, 0-1 Gryph-hounds', () => {
    // Grants: WARRIOR CHAMBER (94a8-…) and the Gryph-hounds entry link (218d-…); the Gryph-hounds link
    // caps itself at 1 for a list of leaders that includes the Knight-Arcanum.
    expect(optionsOf(SCE, 'Knight-Arcanum')).toEqual(['Any WARRIOR CHAMBER', '0-1 Gryph-hounds']);
  });

  it('reads the Knight-Azyros WARRIOR CHAMBER pool as 0-1, so Liberators are 0-1', () => {
    // Every WARRIOR CHAMBER link caps itself at 1 and at 0 next to another WARRIOR CHAMBER unit under
    // the Knight-Azyros: one pool. Questor Soulsworn lacks the rule and is counted in anyway (reported).
    expect(optionsOf(SCE, 'Knight-Azyros')).toEqual(['0-1 WARRIOR CHAMBER', 'Any RUINATION CHAMBER']);
    expect(optionsAdmitting(SCE, 'Knight-Azyros', 'Liberators')).toEqual(['0-1 WARRIOR CHAMBER']);
    const partial = dataSet.report.warnings.find(
      (warning) => warning.code === 'UNPLACED_REGIMENT_OPTION' && warning.message.startsWith('[partial-pool] Knight-Azyros'),
    );
    expect(partial?.message).toMatch(/not kept by Questor Soulsworn \(counted anyway\)/);
  });

  it('gives the sub-hero helper category to units that have it only when they do not lead', () => {
    // 'Stormcast Exemplar' is added to Gardus by a conditional `add category` (not as the leader).
    expect(unit(SCE, 'Gardus Steel Soul').battleProfile.subheroCategories).toEqual(['Stormcast Exemplar']);
    expect(unit(SCE, 'Liberators').battleProfile.subheroCategories).toEqual(['Warrior Chamber Infantry']);
  });

  it('lets a leader take a 0-1 sub-hero by helper category', () => {
    expect(optionsOf(SCE, 'Yndrasta, the Celestial Spear')).toEqual(['Any STORMCAST ETERNALS', '0-1 hero Stormcast Exemplar']);
    expect(optionsAdmitting(SCE, 'Yndrasta, the Celestial Spear', 'Gardus Steel Soul')).toEqual(['0-1 hero Stormcast Exemplar']);
    expect(optionsAdmitting(SCE, 'Yndrasta, the Celestial Spear', 'Knight-Arcanum')).toEqual([]);
  });

  it('ties Neave Blacktalon and her companions both ways', () => {
    expect(optionsOf(SCE, 'Neave Blacktalon')).toEqual(['Any VANGUARD CHAMBER', "1 Neave's Companions", '1 hero Lorai, Child of the Abyss']);
    expect(unit(SCE, "Neave's Companions").battleProfile.requiredLeader).toBe('Neave Blacktalon');
    expect(unit(SCE, 'Lorai, Child of the Abyss').battleProfile.requiredLeader).toBe('Neave Blacktalon');
    expect(unit(SCE, 'Neave Blacktalon').battleProfile.requiredLeader).toBeNull();
  });
});

describe('deriveBattleProfiles: limits whose error text or encoding misleads', () => {
  it('caps the Great Bray-Shaman BEAST pool at 1 although its error text counts SKYVESSEL', () => {
    expect(optionsOf('Beasts of Chaos', 'Great Bray-Shaman')).toEqual(['0-1 hero Herd Alpha', 'Any BRAYHERD', '0-1 BEAST']);
    expect(optionsAdmitting('Beasts of Chaos', 'Great Bray-Shaman', 'Cockatrice')).toEqual(['0-1 BEAST']);
  });

  it('reads Rabble-Rowza as 0-1 MONSTER from two encodings of the same pool', () => {
    // Arachnaroks are exclusive with other MONSTERs; the Aleguzzler is barred once 2 MONSTERs stand with Rowza.
    for (const name of ['Gloomspite Gitz', "Gloomspite Gitz - Da King's Gitz"]) {
      expect(optionsOf(name, 'Rabble-Rowza')).toEqual(['0-1 MONSTER', 'Any MOONCLAN INFANTRY']);
    }
  });

  it('keeps Drekki Flynt’s own 0-1 Arkanaut Frigate apart from his SKYVESSEL pool', () => {
    expect(optionsOf('Kharadron Overlords', 'Drekki Flynt')).toEqual([
      'Any KHARADRON OVERLORDS',
      '0-1 hero Guild Officer',
      '0-1 Arkanaut Frigate',
      '0-1 SKYVESSEL',
    ]);
    // The per-unit cap does not leak onto the wider keyword option.
    expect(optionsAdmitting('Kharadron Overlords', 'Drekki Flynt', 'Arkanaut Ironclad')).toEqual(['Any KHARADRON OVERLORDS', '0-1 SKYVESSEL']);
  });

  it('writes an exclusive choice of two sub-heroes as one shared 0-1 option', () => {
    // Akhelian Raidmaster is 0-1 only while no Isharann Emissary stands in the regiment, and the reverse.
    expect(optionsOf('Idoneth Deepkin', 'Akhelian King')).toEqual([
      'Any IDONETH DEEPKIN',
      '0-1 hero Akhelian Raidmaster',
      '0-1 hero Isharann Emissary',
      '0-1 hero Akhelian Raidmaster | Isharann Emissary',
    ]);
  });

  it('takes back what a `remove` grant excludes', () => {
    // The Arch-Revenant admits SYLVANETH but removes the Treelord link.
    const options = unit('Sylvaneth', 'Arch-Revenant').battleProfile.regimentOptions;
    expect(options.some((option) => matchesOption(option, option.heroes, unit('Sylvaneth', 'Treelord')))).toBe(false);
    expect(options.some((option) => matchesOption(option, option.heroes, unit('Sylvaneth', 'Dryads')))).toBe(true);
  });

  it('reads a leader’s own limit on its members (Belga: no more than 2 HEROES with her)', () => {
    expect(optionsOf('Maggotkin of Nurgle - Cycle of Corruption', 'Belga the Cystwitch')).toEqual(['0-1 hero Rotbringer Lord', 'Any ROTBRINGERS']);
  });

  it('finds a companion required by the leader’s presence rather than leadership', () => {
    expect(unit('Cities of Sigmar', "Toll's Companions").battleProfile.requiredLeader).toBe('Callis and Toll');
    expect(optionsOf('Cities of Sigmar', 'Callis and Toll')).toContain("1+ Toll's Companions");
  });
});

describe('deriveBattleProfiles: stub armies read from their þ library', () => {
  it('gives Gordrakk the same options under both Big Waaagh! parents', () => {
    for (const name of ['Ironjawz - Big Waaagh!', 'Kruleboyz - Big Waaagh!']) {
      expect(optionsOf(name, 'Gordrakk, the Fist of Gork')).toEqual(['Any IRONJAWZ', '0-1 hero Headstompa', '0-1 hero Tusk Wrangler']);
    }
  });

  it('reads a Duardin Ascendant Drekki Flynt like the Kharadron one', () => {
    expect(optionsOf('Kharadron Overlords - The Duardin Ascendant', 'Drekki Flynt')).toContain('0-1 Arkanaut Frigate');
  });
});
