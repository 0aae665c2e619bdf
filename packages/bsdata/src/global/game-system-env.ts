import type { ConversionEnv } from '../catalogue/conversion-env.js';
import type { DataSet } from '../catalogue/load-data-set.js';

/** Reading the game system itself: no army is chosen, so the data set's base context applies. */
export function buildGameSystemEnv(dataSet: DataSet): ConversionEnv {
  return { index: dataSet.index, context: dataSet.context, report: dataSet.report, catalogue: dataSet.gameSystem };
}
