// Unit names other tools print that no matching rule can find in the data: a
// reviewed table, one entry per divergence, each saying why it exists. An
// entry never points at a near miss: the data must hold the same warscroll
// under the other name. Consulted only after the exact name and the rules of
// matchUnit, so a season whose data still has the printed name is unaffected.
import { nameKey } from '../shared/name-key.js';
import { SEASONAL_SUFFIX } from './line-patterns.js';

export type UnitNameAlias = { printed: string; data: string; why: string };

export const UNIT_NAME_ALIASES: readonly UnitNameAlias[] = [
  {
    printed: 'Ogor Gluttons',
    data: 'Gluttons',
    why: "The July 2026 battletome renamed the unit; lists of earlier seasons and tools not yet updated still print 'Ogor Gluttons'.",
  },
  {
    printed: 'Kurnoth Hunters with Greatbows',
    data: 'Kurnoth Hunters with Kurnoth Greatbows',
    why: "The official warscroll title names the weapon without 'Kurnoth'; the data repeats it.",
  },
  {
    printed: 'Kurnoth Hunters with Greatswords',
    data: 'Kurnoth Hunters with Kurnoth Greatswords',
    why: "The official warscroll title names the weapon without 'Kurnoth'; the data repeats it.",
  },
  {
    printed: 'Kurnoth Hunters with Greatscythes',
    data: 'Kurnoth Hunters with Kurnoth Scythes',
    why: "The official warscroll title says 'Greatscythes'; the data says 'Kurnoth Scythes'.",
  },
];

const DATA_NAME_BY_KEY = new Map(UNIT_NAME_ALIASES.map((alias) => [nameKey(alias.printed), alias.data]));

/** The data's name for a unit name printed in the data's spelling of seasonal variants, when the table covers it. */
export function aliasedUnitName(spelled: string): string | undefined {
  // A seasonal variant keeps its mark: 'X (Scourge of Aqshy)' is aliased through X.
  const suffix = SEASONAL_SUFFIX.exec(spelled);
  const base = suffix ? spelled.slice(0, suffix.index) : spelled;
  const data = DATA_NAME_BY_KEY.get(nameKey(base));
  return data === undefined ? undefined : data + (suffix?.[0] ?? '');
}
