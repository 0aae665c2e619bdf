/**
 * Names in order given their name keys (nameKey) `x` and `y`: alphabetical by key, then by the name as written;
 * code-unit order, the same on every device (unlike locale collation). The keys are the caller's: a sort of many
 * names works each key out once, not at each of its comparisons.
 */
export function compareKeyedNames(x: string, a: string, y: string, b: string): number {
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
