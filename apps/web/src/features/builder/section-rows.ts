// The builder's sections as the parts of its slices (shared/use-later-parts.ts),
// in their order on screen, each counted in rows: a regiment card is a part
// of its own, as tall as its units. The regiment cards come after the
// Regiments section's own part (its heading); the parts after the cards are
// numbered as if there were none.
import type { ArmyList } from '@scrolldex/rules';

export const SECTION_PART = {
  checklist: 0,
  listErrors: 1,
  battleTraits: 2,
  formation: 3,
  battleTactics: 4,
  regiments: 5,
  regimentCards: 6,
  auxiliary: 6,
  renown: 7,
  terrain: 8,
  lores: 9,
  catalogue: 10,
} as const;

/**
 * Rows in the first commit: a phone's screenful (the points strip, the checklist, the list's choices and the first
 * regiment), so that the parts after it come in below the fold.
 */
export const FIRST_ROWS = 12;
/** Rows in each later commit: with its style and layout, under 50 ms on a mid-range phone (CPU slowed 4x). */
export const ROWS_PER_SLICE = 6;

/** The rows of each part of `list`'s sections, in order. */
export function sectionRows(list: ArmyList): number[] {
  return [
    1,
    1,
    1,
    1,
    1,
    1,
    ...list.regiments.map((regiment) => 1 + regiment.units.length + (regiment.leader ? 1 : 0)),
    1 + list.auxiliaryUnits.length,
    1 + list.regimentOfRenownUnits.length,
    1,
    1,
    1,
  ];
}
