import { beforeAll, describe, expect, it } from 'vitest';

import { parseGameData, type GameData } from '@scrolldex/rules/model';

import { WarningReport } from './report/warning-report.js';
import { convertDataSet, type ConversionResult } from './convert-data-set.js';
import { loadDataSet } from './catalogue/load-data-set.js';
import { findPlayableCatalogues } from './armies/playable-catalogues.js';
import { loadRealDataFiles } from '../test/load-real-data-set.js';
import type { DataFile } from './catalogue/data-file.js';

let files: DataFile[];
let result: ConversionResult;
let data: GameData;

beforeAll(async () => {
  files = await loadRealDataFiles();
  result = convertDataSet(files, { ref: 'main', commit: null });
  data = result.data;
});

describe('convertDataSet on the current data (main)', () => {
  it('produces data that passes the game-data schema', () => {
    const parsed = parseGameData(JSON.parse(JSON.stringify(data)));
    expect(parsed.ok ? [] : parsed.errors).toEqual([]);
  });

  it('is for the 2026-27 handbook', () => {
    expect(data.handbook).toEqual({ id: '0151-9c5b-2f1e-32d4', name: "General's Handbook 2026-27", season: '2026-27' });
  });

  it('turns every non-library catalogue into an army or an army of renown', () => {
    const dataSet = loadDataSet(files, new WarningReport());
    const playable = dataSet.catalogues.filter((catalogue) => !catalogue.library && !['Regiments of Renown', 'Lores'].includes(catalogue.name));
    expect(playable).toHaveLength(96);
    expect(
      findPlayableCatalogues(dataSet)
        .map((army) => army.name)
        .sort(),
    ).toEqual(playable.map((catalogue) => catalogue.name).sort());
    for (const catalogue of playable) expect(Object.keys(data.armies)).toContain(catalogue.name);
    const armies = Object.values(data.armies);
    expect(armies.filter((army) => !army.isArmyOfRenown)).toHaveLength(27);
    expect(armies.filter((army) => army.isArmyOfRenown)).toHaveLength(69);
    expect(armies.filter((army) => army.legends).map((army) => army.name)).toEqual(
      expect.arrayContaining(['Beasts of Chaos', 'Bonesplitterz', 'Cities of Sigmar - Lethis', 'Nighthaunt - Legions of Nagash']),
    );
  });

  it('gives every army a grand alliance and nests armies of renown under their army', () => {
    for (const army of Object.values(data.armies)) {
      expect(army.alliance, army.name).not.toBe('UNKNOWN');
      if (army.parentArmy && data.armies[army.parentArmy]) {
        expect(data.armies[army.parentArmy]!.armiesOfRenown.map((renown) => renown.name)).toContain(army.name);
      }
    }
  });

  it('gives every unit points, a type, characteristics and at least one model', () => {
    for (const army of Object.values(data.armies)) {
      for (const unit of [...army.units]) {
        const label = `${army.name}: ${unit.name}`;
        expect(Number.isInteger(unit.points) && unit.points >= 0, label).toBe(true);
        expect(unit.type, label).not.toBe('Unknown');
        expect([unit.move, unit.health, unit.save], label).not.toContain(null);
        expect(unit.control ?? unit.banishment, label).not.toBeNull();
        expect(unit.models.length, label).toBeGreaterThan(0);
      }
    }
  });

  it('keeps one unit per name in each army, since lists refer to units by name', () => {
    for (const army of Object.values(data.armies)) {
      const names = army.units.map((unit) => unit.name);
      expect(new Set(names).size, army.name).toBe(names.length);
    }
  });

  it('resolves every enhancement table a unit lists, and every regiment of renown an army lists', () => {
    const renownNames = new Set(data.regimentsOfRenown.map((regiment) => regiment.name));
    for (const army of Object.values(data.armies)) {
      const tables = new Set(army.enhancementTables.map((table) => table.name));
      for (const unit of army.units) for (const table of unit.enhancementTables) expect(tables, `${army.name}: ${unit.name}`).toContain(table);
      for (const regiment of army.regimentsOfRenown) expect(renownNames).toContain(regiment);
    }
  });

  it('resolves every regiment option, required leader and undersize condition to units of the army', () => {
    for (const army of Object.values(data.armies)) {
      const names = new Set(army.units.map((unit) => unit.name));
      for (const unit of army.units) {
        const profile = unit.battleProfile;
        for (const option of profile.regimentOptions) for (const name of option.unitNames) expect(names, `${army.name}: ${unit.name}`).toContain(name);
        if (profile.requiredLeader) expect(names, `${army.name}: ${unit.name}`).toContain(profile.requiredLeader);
        if (profile.undersizeCondition) expect(names, `${army.name}: ${unit.name}`).toContain(profile.undersizeCondition);
      }
    }
  });

  it('keeps Path to Glory out of the matched-play data: it has its own place, pathToGlory', () => {
    const { pathToGlory, ...matchedPlay } = data;
    expect(pathToGlory.length).toBeGreaterThan(0);
    const json = JSON.stringify(matchedPlay);
    expect(json).not.toContain('Anvil of Apotheosis');
    expect(json).not.toContain('Battle Wounds + Scars');
    for (const army of Object.values(data.armies)) {
      expect(
        army.enhancementTables.map((table) => table.name),
        army.name,
      ).not.toEqual(expect.arrayContaining(['Paths']));
    }
  });

  it('reports exactly the known data problems, each with its file and id', () => {
    // Each count is a reviewed set of data problems (see the package README);
    // a change here means the data or the converter changed: review the new warnings.
    const counts: Record<string, number> = {};
    for (const warning of result.warnings) counts[warning.code] = (counts[warning.code] ?? 0) + 1;
    expect(counts).toEqual({
      DUPLICATE_ID: 15,
      DUPLICATE_UNIT_NAME: 1,
      SEASONAL_VARIANT_ALIGNED: 51,
      UNMATCHED_REGIMENT_OF_RENOWN: 5,
      UNPLACED_ARMY_OPTION: 4,
      UNPLACED_REGIMENT_OPTION: 222,
      UNPLACED_UNDERSIZE_CONDITION: 1,
      UNREADABLE_VALUE: 1,
    });
    for (const warning of result.warnings) {
      expect(warning.file, warning.message).not.toBe('');
      expect(warning.id, warning.message).not.toBe('');
    }
  });

  it("regiment options: the mapping guide's hard cases", () => {
    const options = (armyName: string, unitName: string) => data.armies[armyName]!.units.find((unit) => unit.name === unitName)!.battleProfile.regimentOptions;
    expect(options('Kharadron Overlords', 'Drekki Flynt')).toContainEqual(
      expect.objectContaining({ min: 0, max: 1, unitNames: ['Arkanaut Frigate'], heroes: false }),
    );
    expect(options('Gloomspite Gitz', 'Rabble-Rowza')).toContainEqual(expect.objectContaining({ max: 1, keywords: ['MONSTER'] }));
    const neaves = data.armies['Stormcast Eternals']!.units.find((unit) => unit.name === "Neave's Companions")!;
    expect(neaves.battleProfile.requiredLeader).toBe('Neave Blacktalon');
    expect(data.armies['Ironjawz - Big Waaagh!']!.options).toContainEqual(expect.objectContaining({ type: 'Custom' }));
  });
});
