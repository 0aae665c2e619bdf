// Why a search result matched: the part of it the query's words were found
// in. The engine gives the part and the words; the app writes the sentence.
import type { GameSearchFieldId } from './search-fields.js';

/** A filter's field, or for plain words the part they were found in ('tactic': a battle tactic card's tactic). */
export type MatchField = GameSearchFieldId | 'tactic';

export type MatchReason = {
  field: MatchField;
  /** The query's words (or a filter's value, with its comparison when not ':') that matched there. */
  words: string;
  /** What they matched when it is not the result's own name: an ability, a tactic, an army. */
  matched: string | null;
  /** A fuzzy match: the words are the indexed terms found close to what was typed. */
  approximate: boolean;
};

/** One reason per field and matched thing, the words of each joined in query order (words read whole keep their order). */
export function mergeReasons(reasons: readonly MatchReason[]): MatchReason[] {
  const merged: MatchReason[] = [];
  for (const reason of reasons) {
    const at = merged.findIndex((found) => found.field === reason.field && found.matched === reason.matched);
    const found = merged[at];
    if (!found) merged.push(reason);
    else if (holdsWords(reason.words, found.words)) merged[at] = reason;
    else if (!holdsWords(found.words, reason.words)) merged[at] = { ...found, words: `${found.words} ${reason.words}` };
  }
  return merged;
}

function holdsWords(text: string, words: string): boolean {
  const held = new Set(text.toLowerCase().split(' '));
  return words
    .toLowerCase()
    .split(' ')
    .every((word) => held.has(word));
}
