import type { Ability, Army, GameData } from '../model/index.js';
import type { FactionPanel } from './battle-view-model.js';

/** What a faction panel tracks: its title, the abilities it tracks and the battle traits' notes on them. */
export type FactionPanelContent = {
  title: string;
  abilities: readonly Ability[];
  notes: readonly string[];
};

const PANELS: Readonly<Record<FactionPanel, { title: string; tracks: (ability: Ability) => boolean }>> = {
  // Blood tithe points unlock the army's Blood Tithe abilities for the rest of the battle.
  'blood-tithe': { title: 'Blood Tithe', tracks: (ability) => ability.type === 'BloodTithe' },
  // One Tidal ability per battle round, never the same one two rounds running.
  'tides-of-death': { title: 'Tides of Death', tracks: (ability) => ability.keywords.includes('TIDAL') },
};

function panelTraits(army: Army, tracks: (ability: Ability) => boolean) {
  return army.battleTraits.filter((traits) => traits.abilities.some(tracks));
}

/**
 * The abilities and notes of a faction panel, from the army's battle traits;
 * an army of renown whose own traits lack them uses its parent army's.
 */
export function factionPanelContent(data: Pick<GameData, 'armies'>, army: Army, panel: FactionPanel): FactionPanelContent {
  const { title, tracks } = PANELS[panel];
  const own = panelTraits(army, tracks);
  const parent = army.parentArmy ? data.armies[army.parentArmy] : undefined;
  const traits = own.length > 0 || !parent ? own : panelTraits(parent, tracks);
  return {
    title,
    abilities: traits.flatMap((entry) => entry.abilities.filter(tracks)),
    notes: traits.flatMap((entry) => entry.rules),
  };
}
