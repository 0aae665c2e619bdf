// Name matching for imports: exact by name key, else one typo away. The app
// prints some data names misspelt ('Ruthless Oversser'); a key of at least
// MIN_TYPO_KEY characters one edit (or one swap) away from exactly one
// candidate matches it, approximately. Two candidates are never guessed
// between: the caller gets both, to name them.
import { nameKey } from '../shared/name-key.js';

export const MIN_TYPO_KEY = 10;

/** True when a and b differ by one insertion, deletion, substitution or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const diff = a.length - b.length;
  if (diff > 1 || diff < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (diff === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return diff > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export type Match<T> = { value: T; approximate: boolean };
/** A name that fits more than one candidate equally well. */
export type Ambiguous<T> = { ambiguous: readonly T[] };
export type NameMatch<T> = Match<T> | Ambiguous<T>;

export function isAmbiguous<T>(found: NameMatch<T> | undefined): found is Ambiguous<T> {
  return found !== undefined && 'ambiguous' in found;
}

/** One match from a set of distinct candidates: the single one, or all of them when there are several. */
export function fromCandidates<T>(candidates: readonly T[], approximate: boolean): NameMatch<T> | undefined {
  if (candidates.length === 0) return undefined;
  return candidates.length === 1 ? { value: candidates[0]!, approximate } : { ambiguous: candidates };
}

const AND_SEPARATOR = /\s+(?:and|&)\s+/i;

/**
 * A key for 'X and Y' that ignores the order of its parts, so 'Clubbing
 * Blows and Ratling Cannons' finds 'Ratling Cannons and Clubbing Blows';
 * null for a name without 'and'.
 */
export function andKey(name: string): string | null {
  const parts = name.split(AND_SEPARATOR);
  if (parts.length < 2) return null;
  return parts.map(nameKey).sort().join('+');
}

/** True when two names are the same, or the same 'X and Y' in another order (`printedAnd` is andKey of the printed name). */
export function sameName(candidate: string, key: string, printedAnd: string | null): boolean {
  return nameKey(candidate) === key || (printedAnd !== null && andKey(candidate) === printedAnd);
}

export function matchKey<T>(key: string, map: ReadonlyMap<string, T>): Match<T> | undefined {
  const found = findKey(key, map);
  return isAmbiguous(found) ? undefined : found;
}

/** Like matchKey, but a typo as near to several candidates returns them all. */
export function findKey<T>(key: string, map: ReadonlyMap<string, T>): NameMatch<T> | undefined {
  if (key.length === 0) return undefined;
  const exact = map.get(key);
  if (exact !== undefined) return { value: exact, approximate: false };
  if (key.length < MIN_TYPO_KEY) return undefined;
  const near: T[] = [];
  for (const [candidate, value] of map) {
    if (withinOneEdit(key, candidate) && !near.includes(value)) near.push(value);
  }
  return fromCandidates(near, true);
}

/** A map by name key, first name wins, with extra alias keys per item. */
export function keyedBy<T>(items: Iterable<T>, keys: (item: T) => string[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    for (const key of keys(item)) if (key && !map.has(key)) map.set(key, item);
  }
  return map;
}

/**
 * The one item whose name is the printed name less one whole word: the app
 * prints some names with a word the data does not have ('Siege of the
 * Ashes'), further off than one typo. A name of one word is not shortened,
 * and a name that loses a word into two items matches neither.
 */
export function matchWithoutOneWord<T>(name: string, map: ReadonlyMap<string, T>): Match<T> | undefined {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const found: T[] = [];
  for (let skip = 0; skip < words.length; skip++) {
    const value = map.get(nameKey(words.filter((_, at) => at !== skip).join(' ')));
    if (value !== undefined && !found.includes(value)) found.push(value);
  }
  return found.length === 1 ? { value: found[0]!, approximate: true } : undefined;
}
