// Legends in pickers (docs/decisions.md, "Legends"): offered without asking only in the modes
// that allow them, Legends and disabled; elsewhere the player may reveal them
// ('also show Legends'), and wherever shown they carry a Legends badge.
import type { ValidatorMode } from '../list/validator-mode.js';

/** Whether a list in this mode may take Legends choices, so its pickers offer them unasked. */
export function offersLegends(mode: ValidatorMode): boolean {
  return mode === 'legends' || mode === 'disabled';
}

/** The items a picker shows: all of them when Legends are offered or revealed, else those that are not Legends. */
export function legendsFiltered<T extends { legends: boolean }>(items: readonly T[], showLegends: boolean): T[] {
  return showLegends ? [...items] : items.filter((item) => !item.legends);
}
