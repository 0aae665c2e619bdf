import { GAME_DATA_SCHEMA_VERSION, type GameData } from '@scrolldex/rules/model';

import { convertArmy } from './armies/convert-army.js';
import { findPlayableCatalogues } from './armies/playable-catalogues.js';
import type { DataFile } from './catalogue/data-file.js';
import { loadDataSet } from './catalogue/load-data-set.js';
import { WarningReport, type ConversionWarning } from './report/warning-report.js';

export type DataSource = {
  /** Branch or tag, when the files came from git. */
  ref: string | null;
  commit: string | null;
};

export type ConversionResult = {
  data: GameData;
  warnings: ConversionWarning[];
};

/**
 * Converts one BattleScribe data set (the .gst and every .cat) into Scrolldex
 * game data. Pure: the caller reads the files. Throws only when a file is not
 * readable XML; everything it cannot map goes into the warnings.
 */
export function convertDataSet(files: readonly DataFile[], source: DataSource): ConversionResult {
  const report = new WarningReport();
  const dataSet = loadDataSet(files, report);
  const converted = findPlayableCatalogues(dataSet).map((playable) => convertArmy(playable, dataSet));
  const armies: GameData['armies'] = {};
  for (const { army } of converted) armies[army.name] = army;
  for (const army of Object.values(armies)) {
    const parent = army.parentArmy ? armies[army.parentArmy] : undefined;
    parent?.armiesOfRenown.push({ name: army.name, legends: army.legends });
  }
  const data: GameData = {
    schemaVersion: GAME_DATA_SCHEMA_VERSION,
    handbook: dataSet.handbook,
    source: { ref: source.ref, commit: source.commit, gameSystemRevision: dataSet.gameSystem.revision },
    armies,
    regimentsOfRenown: [],
    battleTacticCards: [],
    universalManifestations: [],
    universalUnits: [],
    coreRules: { keywordAbilities: [], weaponAbilities: [], terrainAbilities: [], commandModelAbilities: [], placeOfPower: null },
  };
  return { data, warnings: report.warnings };
}
