import { nameKey } from './name-key.js';

/** Alphabetical by name key, then by the name as written: code-unit order, the same on every device (unlike locale collation). */
export function compareNames(a: string, b: string): number {
  return compareKeyedNames(nameKey(a), a, nameKey(b), b);
}

/** compareNames of `a` and `b` given their keys `x` and `y`: a sort of many names works each key out once, not at each comparison. */
export function compareKeyedNames(x: string, a: string, y: string, b: string): number {
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
