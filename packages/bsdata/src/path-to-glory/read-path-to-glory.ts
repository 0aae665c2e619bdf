import type { Campaign } from '@scrolldex/rules/model';

import { isPathToGlory } from '../armies/playable-catalogues.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { readCampaign } from './read-campaign.js';
import { readForceCampaigns } from './read-force-campaigns.js';

/** Every Path to Glory campaign of the data set: one per catalogue, in file order, then those of a force alone (Freeform). */
export function readPathToGlory(dataSet: DataSet): Campaign[] {
  const catalogues = dataSet.catalogues.filter(isPathToGlory);
  const campaigns = catalogues.map((catalogue) => readCampaign(catalogue, dataSet));
  return [...campaigns, ...readForceCampaigns(catalogues, campaigns, dataSet)];
}
