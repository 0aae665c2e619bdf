/** regimentIdx of a unit in the list's regiment of renown (companion §9). */
export const REGIMENT_OF_RENOWN_INDEX = 500;
/** regimentIdx of an auxiliary unit. */
export const AUXILIARY_INDEX = 999;

export type ListPosition = { regimentIdx?: number | undefined; unitIdx?: number | 'leader' | undefined };

/**
 * Where a unit opened from a list sits, as the unit page says it: 'regiment 2'
 * (regimentIdx counts from 0), 'auxiliary' or 'regiment of renown', with
 * ', leader' for a regiment's leader. Null without a regiment index.
 */
export function describeListPosition({ regimentIdx, unitIdx }: ListPosition): string | null {
  if (regimentIdx === undefined) return null;
  const place = regimentIdx === REGIMENT_OF_RENOWN_INDEX ? 'regiment of renown' : regimentIdx === AUXILIARY_INDEX ? 'auxiliary' : `regiment ${regimentIdx + 1}`;
  return unitIdx === 'leader' ? `${place}, leader` : place;
}
