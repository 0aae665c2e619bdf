import type { RegimentOption, Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { isHero } from '../lookup/offerable.js';

/**
 * Composition matching: hero options take only heroes
 * and other options only non-heroes; an excluded keyword always rules the unit
 * out; otherwise it matches by all of the option's keywords (at least one),
 * by a subhero category, or by name (case and punctuation ignored).
 */
export function matchesRegimentOption(option: RegimentOption, unit: Unit): boolean {
  if (isHero(unit) !== option.heroes) return false;
  if (option.nonKeywords.some((keyword) => unit.keywords.includes(keyword))) return false;
  if (option.keywords.length > 0 && option.keywords.every((keyword) => unit.keywords.includes(keyword))) return true;
  if (option.subheroCategories.some((category) => unit.battleProfile.subheroCategories.includes(category))) return true;
  const key = nameKey(unit.name);
  return option.unitNames.some((name) => nameKey(name) === key);
}

/** The first of the leader's regiment options the unit matches, if any. */
export function matchingRegimentOption(leader: Unit, unit: Unit): RegimentOption | undefined {
  return leader.battleProfile.regimentOptions.find((option) => matchesRegimentOption(option, unit));
}

/** How a regiment option's limits read: 'Any' for no maximum, one number when min equals max, else 'min-max'. */
export function formatRegimentOptionLimit(option: Pick<RegimentOption, 'min' | 'max'>): string {
  if (option.max === -1) return 'Any';
  if (option.min === option.max) return String(option.max);
  return `${option.min}-${option.max}`;
}
