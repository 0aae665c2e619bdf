// After a game-data update, the engine's cleaning step over every saved list
// (cleanList): choices the new data no longer has are removed, and the player
// is told what went from which list. A locked list is left as it is (its lock
// says it must not change), and so is a deleted one. A list pinned to a
// branch follows it the same way when the branch moves on, told its points too.
import { cleanList, moveListToData, touchList, type ArmyList, type GameData } from '@scrolldex/rules';

/** What changed in a pinned list when its branch moved on: its points on the old and new data, and the costs that changed. */
export type BranchChange = { ref: string; points: { from: number; to: number }; pointsChanges: string[] };

export type ListCleanupReport = { listId: string; listName: string; removals: string[]; branch?: BranchChange };

/** Whether the cleaning step looks at the list: a list pinned to a data release keeps to that data (only the player moves it). */
export function isCleanedForAppData(list: ArmyList): boolean {
  return !list.deleted && !list.locked && list.dataRef === null;
}

/**
 * The lists after cleaning (the same array when nothing changed) and, per changed list, what was removed. `dataOf`
 * gives the data a list is cleaned with (its army's is enough), or null when the data has no such army.
 */
export function cleanSavedLists(
  lists: readonly ArmyList[],
  dataOf: (list: ArmyList) => GameData | null,
  now: number,
): { lists: readonly ArmyList[]; reports: ListCleanupReport[] } {
  const reports: ListCleanupReport[] = [];
  let changed = false;
  const cleaned = lists.map((list) => {
    const data = isCleanedForAppData(list) ? dataOf(list) : null;
    if (!data) return list;
    const result = cleanList(list, data);
    // An army the data no longer has: nothing to clean against; validation says so on the list.
    if (!result.ok || result.value.removed.length === 0) return list;
    changed = true;
    reports.push({ listId: list.id, listName: list.name, removals: result.value.removed.map((removal) => removal.message) });
    return touchList(result.value.list, now);
  });
  return { lists: changed ? cleaned : lists, reports };
}

/**
 * The lists pinned to `ref` after that branch's data moved on from `from` to `to`: what `to` no longer has is
 * removed (the list stamped), and each pinned list gets a report, with nothing in it when nothing changed. Locked
 * and deleted lists stay as they are.
 */
export function followBranch(
  lists: readonly ArmyList[],
  { ref, from, to, now }: { ref: string; from: GameData; to: GameData; now: number },
): { lists: readonly ArmyList[]; reports: ListCleanupReport[] } {
  const reports: ListCleanupReport[] = [];
  const followed = lists.map((list) => {
    if (list.deleted || list.locked || list.dataRef !== ref) return list;
    const moved = moveListToData(list, { from, to, dataRef: ref, now });
    // An army the new data no longer has: validation says so on the list.
    if (!moved.ok) return list;
    const { removed, pointsChanges, points } = moved.value;
    reports.push({
      listId: list.id,
      listName: list.name,
      removals: removed.map((removal) => removal.message),
      branch: { ref, points, pointsChanges: pointsChanges.map((change) => change.message) },
    });
    return removed.length > 0 ? moved.value.list : list;
  });
  return { lists: followed, reports };
}
