// After a game-data update, the engine's cleaning step over every saved list
// (cleanList): choices the new data no longer has are removed, and the player
// is told what went from which list. A locked list is left as it is (its lock
// says it must not change), and so is a deleted one.
import { cleanList, touchList, type ArmyList, type GameData } from '@scrolldex/rules';

export type ListCleanupReport = { listId: string; listName: string; removals: string[] };

/** The lists after cleaning (the same array when nothing changed) and, per changed list, what was removed. */
export function cleanSavedLists(lists: readonly ArmyList[], data: GameData, now: number): { lists: readonly ArmyList[]; reports: ListCleanupReport[] } {
  const reports: ListCleanupReport[] = [];
  let changed = false;
  const cleaned = lists.map((list) => {
    // A list pinned to a data release keeps to that data: only the player moves it.
    if (list.deleted || list.locked || list.dataRef !== null) return list;
    const result = cleanList(list, data);
    // An army the data no longer has: nothing to clean against; validation says so on the list.
    if (!result.ok || result.value.removed.length === 0) return list;
    changed = true;
    reports.push({ listId: list.id, listName: list.name, removals: result.value.removed.map((removal) => removal.message) });
    return touchList(result.value.list, now);
  });
  return { lists: changed ? cleaned : lists, reports };
}
