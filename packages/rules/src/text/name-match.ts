// Name matching for imports: exact by name key, else one typo away. The app
// prints some data names misspelt ('Ruthless Oversser'); a key of at least
// MIN_TYPO_KEY characters one edit (or one swap) away from exactly one
// candidate matches it, approximately.
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

/** Looks a name up by key; falls back to the single candidate one edit away. */
export function matchName<T>(name: string, map: ReadonlyMap<string, T>): Match<T> | undefined {
  return matchKey(nameKey(name), map);
}

export function matchKey<T>(key: string, map: ReadonlyMap<string, T>): Match<T> | undefined {
  if (key.length === 0) return undefined;
  const exact = map.get(key);
  if (exact !== undefined) return { value: exact, approximate: false };
  if (key.length < MIN_TYPO_KEY) return undefined;
  let found: T | undefined;
  for (const [candidate, value] of map) {
    if (!withinOneEdit(key, candidate)) continue;
    if (found !== undefined && found !== value) return undefined;
    found = value;
  }
  return found === undefined ? undefined : { value: found, approximate: true };
}

/** A map by name key, first name wins, with extra alias keys per item. */
export function keyedBy<T>(items: Iterable<T>, keys: (item: T) => string[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    for (const key of keys(item)) if (key && !map.has(key)) map.set(key, item);
  }
  return map;
}
