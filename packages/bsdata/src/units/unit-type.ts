import type { UnitType } from '@scrolldex/rules/model';

const TYPE_BY_KEYWORD: ReadonlyArray<[string, UnitType]> = [
  ['MANIFESTATION', 'Manifestation'],
  ['FACTION TERRAIN', 'Terrain'],
  ['INFANTRY', 'Infantry'],
  ['CAVALRY', 'Cavalry'],
  ['BEAST', 'Beast'],
  ['MONSTER', 'Monster'],
  ['WAR MACHINE', 'WarMachine'],
];

/**
 * HERO wins over the kind of model; otherwise the primary category when it is a
 * unit kind (the flag is missing on some units), else the first kind present.
 */
export function classifyUnitType(keywords: readonly string[], primaryKeyword: string | undefined): UnitType {
  if (keywords.includes('HERO')) return 'Hero';
  const primary = TYPE_BY_KEYWORD.find(([keyword]) => keyword === primaryKeyword);
  if (primary) return primary[1];
  for (const [keyword, type] of TYPE_BY_KEYWORD) if (keywords.includes(keyword)) return type;
  return 'Unknown';
}
