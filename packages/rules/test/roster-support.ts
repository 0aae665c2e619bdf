// Rosters on the real data for the Path to Glory tests.
import { loadRealGameData } from './real-game-data.js';
import type { Campaign, GameData } from '../src/model/index.js';
import { applyRosterEdit } from '../src/path-to-glory/apply-roster-edit.js';
import type { RosterEdit } from '../src/path-to-glory/roster-edit.js';
import { createRoster, type CampaignRoster } from '../src/path-to-glory/roster.js';

export const NOW = Date.UTC(2026, 10, 29, 8, 0);

export function realCampaign(name: string): Campaign {
  const campaign = loadRealGameData().pathToGlory.find((candidate) => candidate.name === name);
  if (!campaign) throw new Error(`No campaign named ${name} in the real game data`);
  return campaign;
}

export function data(): GameData {
  return loadRealGameData();
}

/** A Stormcast Eternals roster of a campaign, after the edits. */
export function makeRoster(campaignName: string, edits: readonly RosterEdit[] = []): CampaignRoster {
  const roster = createRoster({ id: 'r1', name: 'The Gilded Host', faction: 'Stormcast Eternals', campaignId: realCampaign(campaignName).id, now: NOW });
  return edits.reduce((current, edit) => applyRosterEdit(current, edit, NOW), roster);
}
