/** regimentIdx of a unit in the list's regiment of renown. */
export const REGIMENT_OF_RENOWN_INDEX = 500;
/** regimentIdx of an auxiliary unit. */
export const AUXILIARY_INDEX = 999;

export type ListPosition = { regimentIdx?: number | undefined; unitIdx?: number | 'leader' | undefined };

/**
 * Where a unit opened from a list sits, as the unit page says it: the
 * builder's title of its regiment when the list's titles are known
 * (`regimentTitles`: 'General's Regiment', 'Regiment 1'), else 'Regiment N'
 * counting from 1; 'Auxiliary units' or 'Regiment of Renown'; with ', leader'
 * for a regiment's leader. Null without a regiment index.
 */
export function describeListPosition({ regimentIdx, unitIdx }: ListPosition, titles: readonly string[] = []): string | null {
  if (regimentIdx === undefined) return null;
  const place =
    regimentIdx === REGIMENT_OF_RENOWN_INDEX
      ? 'Regiment of Renown'
      : regimentIdx === AUXILIARY_INDEX
        ? 'Auxiliary units'
        : (titles[regimentIdx] ?? `Regiment ${regimentIdx + 1}`);
  return unitIdx === 'leader' ? `${place}, leader` : place;
}
