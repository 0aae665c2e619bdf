// The first rows of an army's warscrolls. When the game data arrives with the
// page open, the page commits a screenful first and the rest a slice per frame
// (warscrolls-tab.tsx, shared/use-rows-in-slices.ts): the first rows paint
// sooner, and no commit holds the page as long as the whole list did (about
// 1,600 elements for Stormcast).
import type { UnitTypeGroup } from '@scrolldex/rules';

/**
 * From a row's top to the next one's: a row with its stats line is 62 px high (some 83, a long name wrapping), and
 * 8 px apart (measured in Chromium at 390x844 and 1280x800).
 */
const ROW_PITCH_PX = 70;
/** Where the first row starts: under the header, the tabs, the search bar and the first group's heading (238-246 px measured). */
const ROWS_TOP_PX = 230;
/** From this width the rows stand in two columns (ui/row-grid.module.css). */
const TWO_COLUMNS_FROM_PX = 768;
/** The rows of the first slice after the screenful; the next ones are sized to SLICE_BUDGET_MS. */
export const ROWS_PER_SLICE = 6;
/**
 * A slice's time from its frame to the next: its render and commit, then its style, layout and paint, two tasks
 * that each stay under 50 ms when both fit in this.
 */
export const SLICE_BUDGET_MS = 40;

/**
 * The rows on a screen of `viewport` below the page's header: 9 on a phone (390x844, 8 of them in sight), 18 on a
 * desktop's two columns (1280x800, 14 in sight). More is work that only shows once the player scrolls (16 and 30
 * before, from the screen's whole height).
 */
export function firstRowsFor(viewport: { width: number; height: number }): number {
  const rows = Math.max(1, Math.ceil((viewport.height - ROWS_TOP_PX) / ROW_PITCH_PX));
  return rows * (viewport.width >= TWO_COLUMNS_FROM_PX ? 2 : 1);
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
