import { nameKey } from './name-key.js';

/** Alphabetical by name key, then by the name as written: code-unit order, the same on every device (unlike locale collation). */
export function compareNames(a: string, b: string): number {
  const [x, y] = [nameKey(a), nameKey(b)];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
