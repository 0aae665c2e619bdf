import type { RegimentOption } from '@scrolldex/rules/model';
import { beforeAll, describe, expect, it } from 'vitest';

import { convertArmy, type ConvertedArmy } from '../armies/convert-army.js';
import { findPlayableCatalogues } from '../armies/playable-catalogues.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import type { ConversionWarning } from '../report/warning-report.js';
import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { deriveBattleProfiles } from './derive-battle-profiles.js';
import { matchesOption, unitNameKey } from './match-option.js';
import { readUnplacedReason } from './report-unplaced.js';

let dataSet: DataSet;
let armies: ConvertedArmy[];
let unplaced: ConversionWarning[];
let elapsed: number;

beforeAll(async () => {
  dataSet = await loadRealDataSet();
  armies = findPlayableCatalogues(dataSet).map((playable) => convertArmy(playable, dataSet));
  const before = dataSet.report.warnings.length;
  const start = performance.now();
  for (const converted of armies) deriveBattleProfiles(converted, dataSet);
  elapsed = performance.now() - start;
  unplaced = dataSet.report.warnings.slice(before).filter((warning) => warning.code === 'UNPLACED_REGIMENT_OPTION');
});

describe('deriveBattleProfiles on every army of the real data', () => {
  it('gives every hero that can lead options, or reports it', () => {
    const missing: string[] = [];
    for (const { army } of armies) {
      for (const unit of army.units) {
        if (unit.type !== 'Hero' || unit.battleProfile.requiredLeader !== null || unit.battleProfile.regimentOptions.length > 0) continue;
        const reported = unplaced.some((warning) => warning.id === unit.id && readUnplacedReason(warning.message) === 'no-options');
        if (!reported) missing.push(`${army.name}: ${unit.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves without options exactly the leaders the data gives none (README, "Leaders without regiment options")', () => {
    const without = armies.flatMap(({ army }) =>
      army.units
        .filter((unit) => unit.type === 'Hero' && unit.battleProfile.requiredLeader === null && unit.battleProfile.regimentOptions.length === 0)
        .map((unit) => `${army.name}: ${unit.name}`),
    );
    // Why each one has none: the README's table; every reason is in the data, none is a converter gap.
    expect(without).toEqual([
      'Blades of Khorne - The Baleful Lords: Bloodthirster of Insensate Rage',
      'Blades of Khorne - The Baleful Lords: Bloodthirster of Unfettered Fury',
      'Blades of Khorne - The Baleful Lords: Skarbrand',
      'Bonesplitterz: Kragnos, the End of Empires',
      "Daughters of Khaine - The Croneseer's Pariahs: High Gladiatrix",
      'Flesh-eater Courts - New Summercourt: Crypt Ghast Courtier',
      'Flesh-eater Courts - New Summercourt: Marrowscroll Herald',
      'Flesh-eater Courts - New Summercourt: Royal Decapitator',
      'Flesh-eater Courts - New Summercourt: Royal Decapitator (Scourge of Aqshy)',
      "Gloomspite Gitz - Da King's Gitz: Loonboss with Giant Cave Squig",
      "Gloomspite Gitz - Da King's Gitz: Madcap Shaman",
      'Hedonites of Slaanesh - Court of the Godlings: Thricefold Discord',
      'Ogor Mawtribes - Beastclaw Alfrostun: Huskard on Stonehorn',
      'Ogor Mawtribes - Beastclaw Alfrostun: Huskard on Thundertusk',
      'Ogor Mawtribes - Beastclaw Alfrostun: Mantrapper',
      'Ogor Mawtribes - Beastclaw Alfrostun: Huskard on Thundertusk (Scourge of Aqshy)',
      'Ogor Mawtribes - Beastclaw Alfrostun: Icebrow Hunter',
      'Ogor Mawtribes - Meatfist Mawtribe: Morga the Mighty, Overtyrant',
      'Ogor Mawtribes - Meatfist Mawtribe: Grell Firefist',
      'Ogor Mawtribes - Meatfist Mawtribe: Tyrant on Glutthorn',
      'Ogor Mawtribes: Gorlok Blackpowder',
      'Ogor Mawtribes: Hrothgorn Mantrapper',
      'Skaven - The Great-grand Gnawhorde: Clawlord',
      'Skaven - The Great-grand Gnawhorde: Clawlord on Gnaw-beast',
      'Stormcast Eternals - Astral Templars: Hamilcar Bear-Eater',
      'Stormcast Eternals - Heroes of the First-Forged: Gavriel Sureheart',
      'Stormcast Eternals - Heroes of the First-Forged: Knight-Heraldor',
      'Stormcast Eternals - Heroes of the First-Forged: Knight-Questor',
      'Stormcast Eternals - Heroes of the First-Forged: Knight-Venator',
      'Stormcast Eternals - Heroes of the First-Forged: Lord-Castellant',
    ]);
  });

  it("reads a grant that names the parent army's helper category as the army of renown's own (Allies of the Free Cities)", () => {
    const army = armies.find((converted) => converted.army.name === 'Cities of Sigmar - Allies of the Free Cities')!.army;
    const warforger = army.units.find((unit) => unit.name === 'Alchemite Warforger')!;
    const show = ({ min, max, keywords, subheroCategories, unitNames }: RegimentOption) =>
      `${min}-${max} ${[...keywords, ...subheroCategories, ...unitNames].join(' | ')}`;
    // As in Cities of Sigmar itself.
    expect(warforger.battleProfile.regimentOptions.map(show)).toEqual([
      '0--1 Sigmarite Infantry',
      '0-1 SIGMARITE | WAR MACHINE',
      '0-1 Freeguild Command Corps Auxiliaries',
      '0-1 Freeguild Command Corps Whisperblade',
    ]);
  });

  it('names only units of the same army, and never a 0-0 option', () => {
    const problems: string[] = [];
    for (const { army } of armies) {
      const names = new Set(army.units.map((unit) => unitNameKey(unit.name)));
      for (const leader of army.units) {
        for (const option of leader.battleProfile.regimentOptions) {
          const where = `${army.name}: ${leader.name}`;
          for (const name of option.unitNames) if (!names.has(unitNameKey(name))) problems.push(`${where} names ${name}`);
          if (option.max === 0) problems.push(`${where} has a 0-${option.max} option`);
          if (option.max !== -1 && option.min > option.max) problems.push(`${where} has min ${option.min} over max ${option.max}`);
          if (!army.units.some((unit) => matchesOption(option, option.heroes, unit))) problems.push(`${where} has an option no unit matches`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('reports what it cannot place, by reason', () => {
    const byReason: Record<string, number> = {};
    for (const warning of unplaced) {
      const reason = readUnplacedReason(warning.message) ?? 'unknown';
      byReason[reason] = (byReason[reason] ?? 0) + 1;
    }
    const leaders = armies.flatMap(({ army }) => army.units).filter((unit) => unit.battleProfile.regimentOptions.length > 0);
    const options = leaders.flatMap((unit) => unit.battleProfile.regimentOptions);
    console.log(
      `regiment options: ${leaders.length} leaders, ${options.length} options ` +
        `(${options.filter((option) => option.heroes).length} hero, ${options.filter((option) => option.max !== -1).length} limited); ` +
        `${unplaced.length} UNPLACED_REGIMENT_OPTION warnings ${JSON.stringify(byReason)}; derived in ${elapsed.toFixed(0)} ms`,
    );
    expect(byReason.unknown).toBeUndefined();
    expect(leaders.length).toBeGreaterThan(1000);
  });
});
