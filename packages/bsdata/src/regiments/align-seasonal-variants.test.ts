import type { Unit } from '@scrolldex/rules/model';
import { beforeAll, describe, expect, it } from 'vitest';

import { convertArmy, type ConvertedArmy } from '../armies/convert-army.js';
import { findPlayableCatalogues } from '../armies/playable-catalogues.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import type { ConversionWarning } from '../report/warning-report.js';
import { loadRealDataSet } from '../../test/load-real-data-set.js';
import { deriveBattleProfiles } from './derive-battle-profiles.js';
import { matchesOption } from './match-option.js';

let armies: Map<string, ConvertedArmy>;
let aligned: ConversionWarning[];

beforeAll(async () => {
  const dataSet: DataSet = await loadRealDataSet();
  const before = dataSet.report.warnings.length;
  armies = new Map();
  for (const playable of findPlayableCatalogues(dataSet)) {
    const converted = convertArmy(playable, dataSet);
    deriveBattleProfiles(converted, dataSet);
    armies.set(converted.army.name, converted);
  }
  aligned = dataSet.report.warnings.slice(before).filter((warning) => warning.code === 'SEASONAL_VARIANT_ALIGNED');
});

function unit(armyName: string, unitName: string): Unit {
  const found = armies.get(armyName)?.army.units.find((candidate) => candidate.name === unitName);
  if (!found) throw new Error(`${armyName} has no unit ${unitName}`);
  return found;
}

function admits(armyName: string, leaderName: string, memberName: string): boolean {
  const member = unit(armyName, memberName);
  return unit(armyName, leaderName).battleProfile.regimentOptions.some((option) => matchesOption(option, option.heroes, member));
}

describe('alignSeasonalVariants on main', () => {
  it('lets a Scourge of Aqshy leader take what its standard warscroll takes', () => {
    // Soulblight Gravelords.cat lets a Wight King join only leaders whose base ids it lists.
    const SBGL = 'Soulblight Gravelords';
    expect(admits(SBGL, 'Vengorian Lord', 'Wight King')).toBe(true);
    expect(admits(SBGL, 'Vengorian Lord (Scourge of Aqshy)', 'Wight King')).toBe(true);
    expect(unit(SBGL, 'Vengorian Lord (Scourge of Aqshy)').battleProfile.regimentOptions).toEqual(unit(SBGL, 'Vengorian Lord').battleProfile.regimentOptions);
  });

  it('lets a variant join wherever its standard warscroll joins, and keeps what the data gives the variant itself', () => {
    expect(admits('Daughters of Khaine', 'Morathi-Khaine', 'Melusai Ironscale (Scourge of Aqshy)')).toBe(
      admits('Daughters of Khaine', 'Morathi-Khaine', 'Melusai Ironscale'),
    );
    // Seraphon.cat gives 'Favoured Spawning' to the variant's link only: it joins a Slann, its base does not.
    expect(admits('Seraphon', 'Lord Kroak', 'Saurus Scar-Veteran on Aggradon (Scourge of Aqshy)')).toBe(true);
    expect(admits('Seraphon', 'Lord Kroak', 'Saurus Scar-Veteran on Aggradon')).toBe(false);
  });

  it('leads and joins as the base in every pair, and reports each pair it changed', () => {
    const differing: string[] = [];
    for (const [armyName, { army }] of armies) {
      for (const variant of army.units) {
        const base = army.units.find((candidate) => `${candidate.name} (Scourge of Aqshy)` === variant.name);
        if (!base) continue;
        for (const other of army.units) {
          if (other === variant || other === base) continue;
          if (admits(armyName, variant.name, other.name) !== admits(armyName, base.name, other.name))
            differing.push(`${armyName}: ${variant.name} leads ${other.name}`);
          if (admits(armyName, other.name, base.name) && !admits(armyName, other.name, variant.name))
            differing.push(`${armyName}: ${variant.name} joins ${other.name}`);
        }
      }
    }
    // Ogor Mawtribes.cat writes the variant's own grants: only the Regimental Option one, without
    // the base's hero grant to the Hunters. The data says so for the variant itself: kept.
    expect(differing).toEqual([
      'Ogor Mawtribes: Huskard on Thundertusk (Scourge of Aqshy) leads Bloodpelt Hunter',
      'Ogor Mawtribes: Huskard on Thundertusk (Scourge of Aqshy) leads Mantrapper',
      'Ogor Mawtribes: Huskard on Thundertusk (Scourge of Aqshy) leads Icebrow Hunter',
    ]);
    const how = (warning: ConversionWarning) => / now (.+?) as /.exec(warning.message)![1]!;
    const counts: Record<string, number> = {};
    for (const warning of aligned) counts[how(warning)] = (counts[how(warning)] ?? 0) + 1;
    // 40 of the 140 pairs led otherwise than their base (41 with the Huskard, left as the data has it);
    // 11 were named nowhere their base was named.
    expect(counts).toEqual({ leads: 40, joins: 11 });
  });
});
