import type { Enhancement, EnhancementTable, GameData } from '../model/index.js';
import { buildArmyLookup } from '../lookup/build-army-lookup.js';
import { nameKey } from '../shared/name-key.js';

export type FoundEnhancement = { table: EnhancementTable; enhancement: Enhancement };

/** An enhancement (artefact, heroic trait or other) of an army's tables by name; case and punctuation ignored. */
export function findEnhancement(data: GameData, armyName: string, name: string): FoundEnhancement | undefined {
  return buildArmyLookup(data, armyName)?.enhancements.get(nameKey(name));
}
