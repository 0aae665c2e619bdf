// A phase's content as rows for its slices (shared/use-later-parts.ts): the
// faction tracker and the Quick Reference table a row each, then each section
// its heading and one row per card (an ability, a warscroll's weapons, a
// battle tactic card), in their order on screen.
import type { BattleSection, PhaseView } from '@scrolldex/rules';

/** Rows in the first commit: the phase's first screenful on a phone, so that the cards after it come in below the fold. */
export const FIRST_ROWS = 4;
/** Rows in each later commit: with its style and layout, under 50 ms on a mid-range phone (CPU slowed 4x). */
export const ROWS_PER_SLICE = 3;

/** The cards of a section. */
export function sectionCount(section: BattleSection): number {
  if (section.kind === 'abilities') return section.abilities.length;
  return section.kind === 'warscrolls' ? section.units.length : section.cards.length;
}

/** The rows before the phase's sections: its tracker and Quick Reference, when it has them. */
export function headRows(view: PhaseView): number {
  return (view.panel ? 1 : 0) + (view.quickReference ? 1 : 0);
}

export function phaseRows(view: PhaseView): number {
  return view.sections.reduce((rows, section) => rows + 1 + sectionCount(section), headRows(view));
}
