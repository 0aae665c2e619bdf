import type { Campaign } from '@scrolldex/rules/model';

import type { Catalogue } from '../catalogue/catalogue.js';
import type { DataSet } from '../catalogue/load-data-set.js';
import { items, type XmlElement } from '../xml/xml-element.js';
import { campaignNodes, readCampaignFrom } from './read-campaign.js';
import { campaignForces, isSameCampaign } from './read-order-of-battle-force.js';

/** Whether a node's own modifiers name the force in a condition (the campaigns' groups unhide for their force and Freeform's). */
function namesForce(node: XmlElement, forceId: string): boolean {
  const walk = (element: XmlElement): boolean => (element.tag === 'condition' && element.attrs.childId === forceId) || element.children.some(walk);
  return items(node, 'modifiers').some(walk);
}

/**
 * Campaigns the game system has a force for but no catalogue: 'Path to Glory:
 * Freeform [UNOFFICIAL]' plays with whatever each campaign catalogue shows to
 * its force (paths, scars, tables, tracks of all three), and its own Order of Battle.
 */
export function readForceCampaigns(catalogues: readonly Catalogue[], campaigns: readonly Campaign[], dataSet: DataSet): Campaign[] {
  return campaignForces(dataSet.gameSystem)
    .filter(({ campaignName }) => !campaigns.some((campaign) => isSameCampaign(campaign.name, campaignName)))
    .map(({ force, campaignName }) => {
      const forceId = force.attrs.id ?? '';
      const sources = catalogues.map((catalogue) => ({ catalogue, nodes: campaignNodes(catalogue).filter((node) => namesForce(node, forceId)) }));
      return readCampaignFrom(forceId, campaignName, sources, dataSet);
    });
}
