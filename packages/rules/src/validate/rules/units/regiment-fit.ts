import type { RegimentOption, Unit } from '../../../model/index.js';
import type { UnitsIndex } from './army-index.js';

/** A leader's regiment options, compiled once per leader warscroll and army. */
export type LeaderProfile = {
  options: readonly RegimentOption[];
  /** Indexes of the options a unit matches, memoised by the unit's name key. */
  matchesOf(unit: Unit, key: string): readonly number[];
  /** Whether one option's units all belong to the other's, army-wide (a cap inside a wider option). */
  nested(a: number, b: number): boolean;
};

export type Violation = { option: RegimentOption; kind: 'few' | 'many' };

export type Fit = {
  /** Positions (in the members given) of units no option admits. */
  unmatched: number[];
  violations: Violation[];
};

type Matcher = (unit: Unit, key: string) => boolean;

/**
 * The composition match: every keyword (at least one), or a
 * shared subhero category, or the unit's name; never with an excluded keyword.
 * Heroes match only hero options, other units only the others; manifestations
 * and faction terrain never stand in a regiment.
 */
function compileOption(option: RegimentOption, key: (name: string) => string): Matcher {
  const keywords = option.keywords.map((keyword) => keyword.toUpperCase());
  const nonKeywords = option.nonKeywords.map((keyword) => keyword.toUpperCase());
  const categories = new Set(option.subheroCategories.map(key));
  const names = new Set(option.unitNames.map(key));
  return (unit, unitKey) => {
    if (unit.type === 'Manifestation' || unit.type === 'Terrain') return false;
    if (unit.keywords.includes('HERO') !== option.heroes) return false;
    if (nonKeywords.some((keyword) => unit.keywords.includes(keyword))) return false;
    if (keywords.length > 0 && keywords.every((keyword) => unit.keywords.includes(keyword))) return true;
    if (categories.size > 0 && unit.battleProfile.subheroCategories.some((category) => categories.has(key(category)))) return true;
    return names.has(unitKey);
  };
}

function createProfile(leader: Unit, index: UnitsIndex): LeaderProfile {
  const options = leader.battleProfile.regimentOptions;
  const matchers = options.map((option) => compileOption(option, index.key));
  const matches = new Map<string, readonly number[]>();
  const nesting = new Map<number, boolean>();
  const armyMembers = (option: number) => index.army.units.filter((unit) => matchers[option]!(unit, index.key(unit.name)));
  const subset = (a: number, b: number) => armyMembers(a).every((unit) => matchers[b]!(unit, index.key(unit.name)));
  return {
    options,
    matchesOf(unit, key) {
      let found = matches.get(key);
      if (!found) {
        found = matchers.flatMap((matcher, option) => (matcher(unit, key) ? [option] : []));
        matches.set(key, found);
      }
      return found;
    },
    nested(a, b) {
      const pair = a < b ? a * options.length + b : b * options.length + a;
      let result = nesting.get(pair);
      if (result === undefined) nesting.set(pair, (result = subset(a, b) || subset(b, a)));
      return result;
    },
  };
}

/** The leader's profile, compiled once per army and kept in its index. */
export function leaderProfile(leader: Unit, index: UnitsIndex): LeaderProfile {
  let profile = index.profiles.get(leader);
  if (!profile) index.profiles.set(leader, (profile = createProfile(leader, index)));
  return profile;
}

/** Past this many assignments (only oversized regiments get there) every match simply counts. */
const MAX_ASSIGNMENTS = 1024;

function violationsOf(profile: LeaderProfile, counts: readonly number[]): Violation[] {
  const violations: Violation[] = [];
  profile.options.forEach((option, index) => {
    const count = counts[index]!;
    if (count < option.min) violations.push({ option, kind: 'few' });
    else if (option.max !== -1 && count > option.max) violations.push({ option, kind: 'many' });
  });
  return violations;
}

function shortfall(profile: LeaderProfile, counts: readonly number[]): number {
  let total = 0;
  profile.options.forEach(({ min, max }, index) => {
    const count = counts[index]!;
    total += Math.max(0, min - count) + (max === -1 ? 0 : Math.max(0, count - max));
  });
  return total;
}

/**
 * Counts per option when each unit stands in one chosen option: it also counts
 * towards every option it matches that is nested with that one, so a pool cap
 * ('0-1 SKYVESSEL' inside 'Any KHARADRON OVERLORDS') always sees it, while of
 * two crossing options it fills only the one chosen.
 */
function countFor(profile: LeaderProfile, candidates: readonly (readonly number[])[], homes: readonly number[]): number[] {
  const counts = profile.options.map(() => 0);
  candidates.forEach((matched, unit) => {
    const home = matched[homes[unit]!]!;
    for (const option of matched) if (option === home || profile.nested(home, option)) counts[option]!++;
  });
  return counts;
}

/**
 * Checks a regiment against its leader's options: which units no option admits,
 * and the limits broken by the best way of placing the others (none when any
 * placement keeps every limit). Regiments hold a handful of units, so trying
 * every placement is cheap.
 */
export function fitRegiment(profile: LeaderProfile, members: readonly { unit: Unit; key: string }[]): Fit {
  const unmatched: number[] = [];
  const candidates: (readonly number[])[] = [];
  members.forEach(({ unit, key }, position) => {
    const matched = profile.matchesOf(unit, key);
    if (matched.length === 0) unmatched.push(position);
    else candidates.push(matched);
  });
  const total = candidates.reduce((product, matched) => product * matched.length, 1);
  if (total > MAX_ASSIGNMENTS) {
    const counts = profile.options.map(() => 0);
    for (const matched of candidates) for (const option of matched) counts[option]!++;
    return { unmatched, violations: violationsOf(profile, counts) };
  }
  const homes = candidates.map(() => 0);
  let best: number[] | undefined;
  let bestShortfall = Infinity;
  for (let tried = 0; tried < total; tried++) {
    const counts = countFor(profile, candidates, homes);
    const missing = shortfall(profile, counts);
    if (missing < bestShortfall) [best, bestShortfall] = [counts, missing];
    if (missing === 0) break;
    // Next assignment, odometer style.
    for (let unit = 0; unit < homes.length; unit++) {
      homes[unit] = (homes[unit]! + 1) % candidates[unit]!.length;
      if (homes[unit] !== 0) break;
    }
  }
  return { unmatched, violations: violationsOf(profile, best!) };
}

/** How the option reads in a message: 'WARRIOR CHAMBER', 'hero Stormcast Exemplar', 'Gryph-hounds'. */
export function describeOption(option: RegimentOption): string {
  const admits = [option.keywords.join(' '), ...option.subheroCategories, ...option.unitNames].filter(Boolean).join(' or ');
  const excluded = option.nonKeywords.length > 0 ? ` (not ${option.nonKeywords.join(', ')})` : '';
  return `${option.heroes ? 'hero ' : ''}${admits}${excluded}`;
}
