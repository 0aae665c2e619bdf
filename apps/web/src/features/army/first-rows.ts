// The first rows of an army's warscrolls. When the game data arrives with the
// page open, the page commits a screenful first and the rest a slice per frame
// (warscrolls-tab.tsx, shared/use-rows-in-slices.ts): the first rows paint
// sooner, and no commit holds the page as long as the whole list did (about
// 1,600 elements for Stormcast).
import type { UnitTypeGroup } from '@scrolldex/rules';

/** A row's least height (--row-height in styles/tokens.css). */
const ROW_HEIGHT_PX = 56;
/** From this width the rows stand in two columns (ui/row-grid.module.css). */
const TWO_COLUMNS_FROM_PX = 768;
/**
 * Each later slice: a commit, style, layout and paint that stay under 50 ms on a mid-range phone (20 rows took
 * 50-65 ms with the CPU slowed 4x).
 */
export const ROWS_PER_SLICE = 10;

/**
 * Rows enough to fill a screen of `viewport` below nothing but rows, so that the rows that follow come in below the
 * fold: 16 on a phone, where 30 (a desktop's two columns) made the first commit, its layout and paint twice as long.
 */
export function firstRowsFor(viewport: { width: number; height: number }): number {
  return Math.ceil(viewport.height / ROW_HEIGHT_PX) * (viewport.width >= TWO_COLUMNS_FROM_PX ? 2 : 1);
}

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
