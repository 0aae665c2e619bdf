import { GAME_DATA_SCHEMA_VERSION, type GameData } from '@scrolldex/rules/model';

import { deriveArmyOptions } from './army-options/derive-army-options.js';
import { deriveUndersize } from './army-options/derive-undersize.js';
import { buildArmyNameById } from './armies/army-name-by-id.js';
import { convertArmy, type ConvertedArmy } from './armies/convert-army.js';
import { mergeDuplicateUnits } from './armies/merge-duplicate-units.js';
import { findPlayableCatalogues } from './armies/playable-catalogues.js';
import type { DataFile } from './catalogue/data-file.js';
import { loadDataSet } from './catalogue/load-data-set.js';
import { readBattleTacticCards } from './global/read-battle-tactic-cards.js';
import { readCoreRules } from './global/read-core-rules.js';
import { readRegimentSlotGrants } from './global/read-regiment-slot-grants.js';
import { readUniversalUnits } from './global/read-universal-units.js';
import { readUniversalManifestations } from './lores/read-universal-manifestations.js';
import { readPathToGlory } from './path-to-glory/read-path-to-glory.js';
import { readRegimentsOfRenown } from './renown/read-regiments-of-renown.js';
import { deriveBattleProfiles } from './regiments/derive-battle-profiles.js';
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

/** Armies by name, armies of renown listed under the army they belong to. */
function collectArmies(converted: readonly ConvertedArmy[]): GameData['armies'] {
  const armies: GameData['armies'] = {};
  for (const { army } of converted) armies[army.name] = army;
  for (const army of Object.values(armies)) {
    const parent = army.parentArmy ? armies[army.parentArmy] : undefined;
    parent?.armiesOfRenown.push({ name: army.name, legends: army.legends });
  }
  return armies;
}

/**
 * Converts one BattleScribe data set (the .gst and every .cat) into Scrolldex
 * game data. Pure: the caller reads the files. Throws only when a file is not
 * readable XML; everything it cannot map goes into the warnings.
 */
export function convertDataSet(files: readonly DataFile[], source: DataSource): ConversionResult {
  const report = new WarningReport();
  const dataSet = loadDataSet(files, report);
  const playables = findPlayableCatalogues(dataSet);
  const converted = playables.map((playable) => convertArmy(playable, dataSet));
  const slotGrants = readRegimentSlotGrants(dataSet);
  for (const army of converted) {
    for (const { unit, source } of army.units) unit.addsRegimentSlot = slotGrants.has(source.entry.attrs.id ?? '');
    deriveBattleProfiles(army, dataSet);
    deriveUndersize(army, dataSet);
    army.army.options = deriveArmyOptions(army, dataSet);
    mergeDuplicateUnits(army, report);
  }
  const armies = collectArmies(converted);

  const regimentsOfRenown = readRegimentsOfRenown(dataSet, buildArmyNameById(playables));
  for (const regiment of regimentsOfRenown) {
    for (const armyName of regiment.selectableIn) armies[armyName]?.regimentsOfRenown.push(regiment.name);
  }

  const data: GameData = {
    schemaVersion: GAME_DATA_SCHEMA_VERSION,
    handbook: dataSet.handbook,
    source: { ref: source.ref, commit: source.commit, gameSystemRevision: dataSet.gameSystem.revision },
    armies,
    regimentsOfRenown,
    battleTacticCards: readBattleTacticCards(dataSet),
    universalManifestations: readUniversalManifestations(dataSet),
    universalUnits: readUniversalUnits(dataSet),
    coreRules: readCoreRules(dataSet),
    pathToGlory: readPathToGlory(dataSet),
  };
  return { data, warnings: report.warnings };
}
