import type { Campaign } from '@scrolldex/rules/model';

import { isPathToGlory } from '../armies/playable-catalogues.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { readCampaign } from './read-campaign.js';

/** Every Path to Glory campaign of the data set, one per catalogue, in file order. */
export function readPathToGlory(dataSet: DataSet): Campaign[] {
  return dataSet.catalogues.filter(isPathToGlory).map((catalogue) => readCampaign(catalogue, dataSet));
}
