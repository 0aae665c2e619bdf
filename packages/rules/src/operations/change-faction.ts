import type { ArmyList } from '../list/army-list.js';
import type { GameData } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { cleanList, type CleanListError, type CleanListResult } from './clean-list.js';
import { freeListDefaults } from './free-list-defaults.js';

/**
 * Switches the list to another army (after the player confirmed), cleans out
 * what the new army lacks, and fills emptied terrain and lore slots with the
 * new army's sole free choices, as a new list would have them. The validator
 * mode stays as the player set it.
 */
export function changeFaction(list: ArmyList, faction: string, data: GameData): Result<CleanListResult, CleanListError> {
  const army = data.armies[faction];
  if (!army) return fail([{ code: 'ARMY_NOT_FOUND', message: `Army not found in game data: ${faction}.` }]);
  const cleaned = cleanList({ ...list, faction: army.name }, data);
  if (!cleaned.ok) return cleaned;
  const defaults = freeListDefaults(army);
  const next = cleaned.value.list;
  return ok({
    list: {
      ...next,
      factionTerrain: next.factionTerrain ?? defaults.factionTerrain,
      spellLore: next.spellLore ?? defaults.spellLore,
      prayerLore: next.prayerLore ?? defaults.prayerLore,
    },
    removed: cleaned.value.removed,
  });
}
