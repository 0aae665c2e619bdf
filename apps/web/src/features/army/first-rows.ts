// The first screenful of an army's warscrolls. When the game data arrives with
// the page open, the page commits these first and the rest in the commit after
// (warscrolls-tab.tsx): the first rows paint sooner, and neither commit holds
// the page as long as the whole list did (about 1,600 elements for Stormcast).
import type { UnitTypeGroup } from '@scrolldex/rules';

/** Enough rows to fill a tall screen in two columns, so the rows that follow come in below it. */
export const FIRST_ROWS = 30;

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
