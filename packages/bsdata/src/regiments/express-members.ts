import type { ArmyUnit } from './army-unit.js';
import type { ArmyTable } from './build-army-table.js';
import { compileMatcher, matcherKey, type Matcher } from './match-option.js';

const EMPTY: Matcher = { keywords: [], nonKeywords: [], subheroCategories: [], unitNames: [] };

// Leaders of one army ask about the same few matchers over and over. Only valid once the units'
// subhero categories are set, which the regiment pass does before any option is built.
const matchedByTable = new WeakMap<ArmyTable, Map<string, ArmyUnit[]>>();

/** The army's units a matcher admits (of the option's kind, able to stand in a regiment), in army order. */
export function unitsMatching(matcher: Matcher, heroes: boolean, table: ArmyTable): ArmyUnit[] {
  let cache = matchedByTable.get(table);
  if (!cache) matchedByTable.set(table, (cache = new Map()));
  const key = matcherKey(heroes, matcher);
  let matched = cache.get(key);
  if (!matched) {
    const matches = compileMatcher(matcher, heroes);
    matched = table.units.filter((unit) => unit.canJoinRegiment && matches(unit.unit));
    cache.set(key, matched);
  }
  return matched;
}

export function sameUnits(a: readonly ArmyUnit[], b: readonly ArmyUnit[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((unit) => set.has(unit));
}

function exact(matcher: Matcher, members: readonly ArmyUnit[], heroes: boolean, table: ArmyTable): boolean {
  return sameUnits(unitsMatching(matcher, heroes, table), members);
}

function sharedValues(members: readonly ArmyUnit[], read: (unit: ArmyUnit) => readonly string[]): string[] {
  const [first, ...rest] = members;
  if (!first) return [];
  return read(first).filter((value) => rest.every((unit) => read(unit).includes(value)));
}

/** Unit names, once each, in army order. */
export function namesOf(members: readonly ArmyUnit[]): string[] {
  return [...new Set([...members].sort((a, b) => a.order - b.order).map((member) => member.unit.name))];
}

/**
 * The shortest matcher that admits exactly these units in this army: a single
 * unit's name, one keyword, the helper categories, one helper plus the names
 * of the rest, or else all their names. `preferred` names the categories the
 * limit counts (a pool's keyword, an exclusive choice's two helpers); they are
 * tried first.
 */
export function expressMembers(members: readonly ArmyUnit[], heroes: boolean, table: ArmyTable, preferred: readonly string[] = []): Matcher {
  // One unit reads best by its name (a keyword that happens to single it out does not).
  if (members.length === 1) return { ...EMPTY, unitNames: namesOf(members) };
  const keywords = sharedValues(members, (unit) => unit.unit.keywords);
  const counted = preferred.filter((name) => keywords.includes(name));
  if (counted.length > 1 && exact({ ...EMPTY, keywords: counted }, members, heroes, table)) return { ...EMPTY, keywords: counted };
  for (const keyword of [...counted, ...keywords]) {
    const matcher = { ...EMPTY, keywords: [keyword] };
    if (exact(matcher, members, heroes, table)) return matcher;
  }
  const helpers = preferred.filter((name) => members.some((unit) => unit.unit.battleProfile.subheroCategories.includes(name)));
  if (helpers.length > 1 && exact({ ...EMPTY, subheroCategories: helpers }, members, heroes, table)) return { ...EMPTY, subheroCategories: helpers };
  for (const category of sharedValues(members, (unit) => unit.unit.battleProfile.subheroCategories)) {
    const matcher = { ...EMPTY, subheroCategories: [category] };
    if (exact(matcher, members, heroes, table)) return matcher;
  }
  for (const category of helpers) {
    const rest = members.filter((unit) => !unit.unit.battleProfile.subheroCategories.includes(category));
    const matcher = { ...EMPTY, subheroCategories: [category], unitNames: namesOf(rest) };
    if (exact(matcher, members, heroes, table)) return matcher;
  }
  return { ...EMPTY, unitNames: namesOf(members) };
}

/**
 * A grant's matcher once some of its units are ruled out: kept when still
 * exact, else the ruled-out units' own keywords become excluded keywords, else
 * the remaining units are named.
 */
export function narrowMatcher(matcher: Matcher, members: readonly ArmyUnit[], heroes: boolean, table: ArmyTable): Matcher {
  const matched = unitsMatching(matcher, heroes, table);
  if (sameUnits(matched, members)) return matcher;
  const kept = new Set(members);
  if (matcher.keywords.length > 0 && matcher.subheroCategories.length === 0 && matcher.unitNames.length === 0) {
    const nonKeywords = [...matcher.nonKeywords];
    // The most specific keyword of each ruled-out unit that no kept unit has: 'not TREELORD' rather than 'not MONSTER'.
    const spread = (keyword: string) => table.units.filter((unit) => unit.unit.keywords.includes(keyword)).length;
    for (const unit of matched.filter((candidate) => !kept.has(candidate))) {
      if (unit.unit.keywords.some((keyword) => nonKeywords.includes(keyword))) continue;
      const own = unit.unit.keywords
        .filter((keyword) => members.every((member) => !member.unit.keywords.includes(keyword)))
        .sort((a, b) => spread(a) - spread(b))[0];
      if (own) nonKeywords.push(own);
    }
    const narrowed = { ...matcher, nonKeywords };
    if (exact(narrowed, members, heroes, table)) return narrowed;
  }
  return expressMembers(members, heroes, table);
}
