import type { RegimentOption, Unit } from '@scrolldex/rules/model';

/** What an option matches by; the limits and the hero flag are left aside. */
export type Matcher = Pick<RegimentOption, 'keywords' | 'nonKeywords' | 'subheroCategories' | 'unitNames'>;

const ASCII = /^[\x20-\x7e]*$/;

/** Unit-name matching ignores case and every non-alphanumeric character. */
export function unitNameKey(name: string): string {
  const lower = name.toLowerCase();
  // Nearly every name is plain ASCII, where the Unicode-aware pattern is needlessly slow.
  return ASCII.test(lower) ? lower.replace(/[^a-z0-9]/g, '') : lower.replace(/[^\p{L}\p{N}]/gu, '');
}

/** A key equal for matchers (and hero flags) that admit the same units by the same rules. */
export function matcherKey(heroes: boolean, matcher: Matcher): string {
  const part = (values: readonly string[]) => [...values].sort().join('|');
  return [heroes, part(matcher.keywords), part(matcher.nonKeywords), part(matcher.subheroCategories), part(matcher.unitNames)].join('/');
}

/**
 * The app's composition matching, prepared once for many units: all keywords
 * (at least one), or a subhero category, or the unit's name; never with an
 * excluded keyword. Heroes match only hero options and other units only
 * non-hero ones.
 */
export function compileMatcher(matcher: Matcher, heroes: boolean): (unit: Unit) => boolean {
  const { keywords, nonKeywords, subheroCategories } = matcher;
  const names = new Set(matcher.unitNames.map(unitNameKey));
  return (unit) => {
    if (unit.keywords.includes('HERO') !== heroes) return false;
    if (nonKeywords.some((keyword) => unit.keywords.includes(keyword))) return false;
    if (keywords.length > 0 && keywords.every((keyword) => unit.keywords.includes(keyword))) return true;
    if (subheroCategories.some((category) => unit.battleProfile.subheroCategories.includes(category))) return true;
    return names.size > 0 && names.has(unitNameKey(unit.name));
  };
}

export function matchesOption(matcher: Matcher, heroes: boolean, unit: Unit): boolean {
  return compileMatcher(matcher, heroes)(unit);
}
