const NEGATION = /^non-/i;

/**
 * Reads a compound helper category name as keywords: 'Warrior Chamber
 * Infantry' -> WARRIOR CHAMBER + INFANTRY, 'Non-Monster Skink' -> SKINK but
 * not MONSTER. Words are matched greedily, longest known keyword first. Null
 * when a word is not part of a known keyword or no keyword is required; the
 * caller still checks that the split admits exactly the helper's units.
 */
export function splitHelperCategory(name: string, vocabulary: ReadonlySet<string>): { keywords: string[]; nonKeywords: string[] } | null {
  const words = name.trim().split(/\s+/);
  const keywords: string[] = [];
  const nonKeywords: string[] = [];
  let start = 0;
  while (start < words.length) {
    const negated = NEGATION.test(words[start]!);
    const first = negated ? words[start]!.replace(NEGATION, '') : words[start]!;
    let matched = 0;
    for (let end = words.length; end > start && matched === 0; end--) {
      const candidate = [first, ...words.slice(start + 1, end)].join(' ').toUpperCase();
      if (vocabulary.has(candidate)) {
        (negated ? nonKeywords : keywords).push(candidate);
        matched = end - start;
      }
    }
    if (matched === 0) return null;
    start += matched;
  }
  return keywords.length > 0 ? { keywords, nonKeywords } : null;
}
