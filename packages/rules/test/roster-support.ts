// Rosters on the real data for the Path to Glory tests.
import { loadRealGameData } from './real-game-data.js';
import type { Campaign, GameData } from '../src/model/index.js';
import { applyRosterEdit } from '../src/path-to-glory/apply-roster-edit.js';
import type { RosterEdit } from '../src/path-to-glory/roster-edit.js';
import { createRoster, type BattleLogEntry, type CampaignRoster } from '../src/path-to-glory/roster.js';

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

/** An Ascension roster whose warlord, a Knight-Questor, walks the Path of the Warrior, beside a unit of Liberators. */
export function questorRoster(): CampaignRoster {
  return makeRoster('Ascension', [
    { op: 'addUnit', id: 'u1', name: 'Knight-Questor' },
    { op: 'addUnit', id: 'u2', name: 'Liberators' },
    { op: 'setWarlord', unit: 'u1' },
    { op: 'setPath', unit: 'u1', path: 'Path of the Warrior' },
  ]);
}

/** A battle won against Ironjawz for 3 glory, logged by hand, with the renown each unit gained. */
export function battle(id: string, renown: Record<string, number>, extra: Partial<BattleLogEntry> = {}): BattleLogEntry {
  return { id, date: '2026-11-28', opponent: 'Ironjawz', result: 'win', glory: 3, renown, scars: [], gameId: null, score: null, ...extra };
}
