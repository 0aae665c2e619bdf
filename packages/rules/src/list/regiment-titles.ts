// What a regiment is called wherever the player reads about it: the export's
// headings, validation and cleaning messages and list operations all use these
// titles, so 'Regiment 2' in a message is the export's 'Regiment 2'.
import type { Regiment } from './army-list.js';

export const GENERALS_REGIMENT_TITLE = "General's Regiment";

function holdsGeneral(regiment: Regiment): boolean {
  return regiment.leader?.general === true || regiment.units.some((unit) => unit.general);
}

/**
 * The title of each regiment, by index: 'General's Regiment' for the first one
 * holding a general, 'Regiment N' for the others, numbered in list order. An
 * empty regiment keeps its number though the export leaves it out (the export
 * then skips that number), so every title names one regiment.
 */
export function regimentTitles(regiments: readonly Regiment[]): string[] {
  let number = 0;
  let generalTitled = false;
  return regiments.map((regiment) => {
    if (!generalTitled && holdsGeneral(regiment)) {
      generalTitled = true;
      return GENERALS_REGIMENT_TITLE;
    }
    number += 1;
    return `Regiment ${number}`;
  });
}

/** The message for a regiment index the list does not have (list operations). */
export function regimentNotFoundMessage(index: number, regiments: readonly Regiment[]): string {
  const count = regiments.length;
  return `There is no regiment at position ${index + 1}: the list has ${count} regiment${count === 1 ? '' : 's'}.`;
}
