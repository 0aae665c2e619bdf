// The first rows of an army's warscrolls. When the game data arrives with the
// page open, the page commits a screenful first and the rest a slice per frame
// (warscrolls-tab.tsx, shared/use-rows-in-slices.ts): the first rows paint
// sooner, and no commit holds the page as long as the whole list did (about
// 1,600 elements for Stormcast).
import type { UnitTypeGroup } from '@scrolldex/rules';

/** Enough rows to fill a tall screen in two columns, so the rows that follow come in below it. */
export const FIRST_ROWS = 30;
/** Each later slice: a commit, style and layout that stay well under 50 ms on a mid-range phone. */
export const ROWS_PER_SLICE = 20;

/** The groups cut after `limit` units in all, in order; the groups past the cut are left out. */
export function firstRows(groups: readonly UnitTypeGroup[], limit: number): UnitTypeGroup[] {
  const shown: UnitTypeGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.units.length <= left ? group : { ...group, units: group.units.slice(0, left) });
    left -= group.units.length;
  }
  return shown;
}
