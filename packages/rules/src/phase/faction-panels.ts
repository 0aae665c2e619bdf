import type { Army, Phase } from '../model/index.js';
import type { FactionPanel } from './battle-view-model.js';

/** Factions whose battle traits track something through the battle, and the phase the tracker sits in. */
export const FACTION_PANELS: readonly { army: string; phase: Phase; panel: FactionPanel }[] = [
  { army: 'Blades of Khorne', phase: 'Start of Turn', panel: 'blood-tithe' },
  { army: 'Idoneth Deepkin', phase: 'Hero Phase', panel: 'tides-of-death' },
];

/** The faction panel of an army or of the army an army of renown belongs to. */
export function findFactionPanel(army: Pick<Army, 'name' | 'parentArmy'>): { phase: Phase; panel: FactionPanel } | null {
  const entry = FACTION_PANELS.find((candidate) => candidate.army === army.name || candidate.army === army.parentArmy);
  return entry ? { phase: entry.phase, panel: entry.panel } : null;
}
