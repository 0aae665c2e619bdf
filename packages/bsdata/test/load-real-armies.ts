// Test support: every playable catalogue of the real data converted as the
// pipeline does before army options (convertArmy, then mergeDuplicateUnits),
// once per test process.
import { convertArmy, type ConvertedArmy } from '../src/armies/convert-army.js';
import { mergeDuplicateUnits } from '../src/armies/merge-duplicate-units.js';
import { findPlayableCatalogues } from '../src/armies/playable-catalogues.js';
import type { DataSet } from '../src/catalogue/load-data-set.js';
import { loadRealDataSet } from './load-real-data-set.js';

export type RealArmies = {
  dataSet: DataSet;
  armies: ConvertedArmy[];
  /** The converted army of that name; throws when there is none (a typo in a test). */
  army(name: string): ConvertedArmy;
};

let loaded: Promise<RealArmies> | undefined;

export function loadRealArmies(): Promise<RealArmies> {
  loaded ??= (async () => {
    const dataSet = await loadRealDataSet();
    const armies = findPlayableCatalogues(dataSet).map((playable) => convertArmy(playable, dataSet));
    for (const army of armies) mergeDuplicateUnits(army, dataSet.report);
    const byName = new Map(armies.map((converted) => [converted.army.name, converted]));
    return {
      dataSet,
      armies,
      army(name) {
        const converted = byName.get(name);
        if (!converted) throw new Error(`No army named '${name}' in the real data`);
        return converted;
      },
    };
  })();
  return loaded;
}
