// Fuzzy matching, the fallback when a query cannot be read or plain words
// find nothing: minisearch with fuzziness 0.3, prefix search, terms of two or
// more characters, diacritics folded, over name, army name and keywords.
import MiniSearch, { type Options } from 'minisearch';

import { foldText } from '../shared/fold-text.js';

/** What the fuzzy index holds of each searchable thing; id is its position in the caller's list. */
export type FuzzyRecord = { id: number; name: string; armyName: string; keywords: string };

export const FUZZY_FIELDS = ['name', 'armyName', 'keywords'] as const;
export const FUZZY_SETTINGS = { fuzzy: 0.3, prefix: true, minTermLength: 2 } as const;

export type FuzzyIndex = { search: (text: string) => FuzzyHit[] };
/** fields: each indexed term the text came close to, with the fields it was found in. */
export type FuzzyHit = { id: number; score: number; fields: Readonly<Record<string, readonly FuzzyField[]>> };
export type FuzzyField = (typeof FUZZY_FIELDS)[number];

/** Folded (NFKD, marks dropped, lower case); terms shorter than two characters are left out. */
export function processFuzzyTerm(term: string): string | null {
  const folded = foldText(term);
  return folded.length >= FUZZY_SETTINGS.minTermLength ? folded : null;
}

const OPTIONS: Options<FuzzyRecord> = {
  fields: [...FUZZY_FIELDS],
  idField: 'id',
  processTerm: processFuzzyTerm,
  searchOptions: {
    fuzzy: FUZZY_SETTINGS.fuzzy,
    prefix: FUZZY_SETTINGS.prefix,
    boost: { name: 2 },
    // b = 0: no field-length normalisation ("ignore field norm").
    bm25: { k: 1.2, b: 0, d: 0.5 },
  },
};

export function buildFuzzyIndex(records: readonly FuzzyRecord[]): FuzzyIndex {
  const miniSearch = new MiniSearch<FuzzyRecord>(OPTIONS);
  miniSearch.addAll(records);
  return {
    search: (text) =>
      miniSearch.search(text).map((result) => ({ id: result.id as number, score: result.score, fields: result.match as Record<string, FuzzyField[]> })),
  };
}
