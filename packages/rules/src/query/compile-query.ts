// Compile once, run many: the global search's query text -> a predicate over
// indexed documents.
import type { Ability } from '../model/index.js';
import { fail, ok, type Result } from '../shared/result.js';
import { isPlainTerms, type QueryNode } from './ast.js';
import { compileNode } from './compile-node.js';
import { makeGameQuerySchema, makeQueryCollector } from './game-query-schema.js';
import { mergeReasons, type MatchReason } from './match-reason.js';
import { lexQuery } from './lexer.js';
import { parseQuery } from './parser.js';
import { abilitiesNamedBy, inOwnText, makePlainWord, plainWordReason, plainWordsRelevance, type PlainWord } from './plain-words.js';
import type { QueryError } from './query-error.js';
import type { IndexedDocument } from './search-document.js';
import { WEAPON_SUFFIX_KEYS } from './search-fields.js';

export type CompiledQuery = {
  text: string;
  /** null for a blank query, which matches nothing. */
  ast: QueryNode | null;
  /** Only bare words or phrases: a search that may fall back to fuzzy matching when it finds nothing. */
  plainTerms: boolean;
  test: (entry: IndexedDocument) => boolean;
  /** The abilities of a matching document that the query's ability or rules-text filters, or its plain words, matched. */
  matchedAbilities: (entry: IndexedDocument) => Ability[];
  /** Why a matching document matched: each positive term or filter, where it was found. */
  explain: (entry: IndexedDocument) => MatchReason[];
  /** How well a matching document fits the query's plain words (higher first); null when the query has none. */
  relevance: ((entry: IndexedDocument) => number) | null;
};

/** Parses and compiles; syntax errors first, otherwise every unknown key or bad value at once. */
export function compileQuery(text: string): Result<CompiledQuery, QueryError> {
  const parsed = parseQuery(text, { suffixKeys: WEAPON_SUFFIX_KEYS });
  if (!parsed.ok) return parsed;
  const ast = parsed.value;
  if (ast === null) {
    return ok({ text, ast, plainTerms: false, test: () => false, matchedAbilities: () => [], explain: () => [], relevance: null });
  }
  const collector = makeQueryCollector();
  const compiled = compileNode(ast, makeGameQuerySchema(collector));
  if (!compiled.ok) return fail(compiled.errors);
  const { abilityTests, reasonTests, plainWords } = collector;
  const whole = wholeName(text);
  if (whole) reasonTests.push((entry) => (inOwnText(entry, whole) ? plainWordReason(entry, whole) : null));
  const ranked = whole ? [...plainWords, whole] : plainWords;
  const matchedAbilities = (entry: IndexedDocument): Ability[] => {
    const byFilters = abilityTests.length === 0 ? [] : entry.abilities.filter((ability) => abilityTests.some((test) => test(ability)));
    const byWords = ranked.length === 0 ? [] : abilitiesNamedBy(entry, whole && inOwnText(entry, whole) ? [whole] : plainWords);
    const matched = new Set([...byFilters, ...byWords]);
    return entry.abilities.filter((ability) => matched.has(ability)).map((ability) => ability.ability);
  };
  const explain = (entry: IndexedDocument): MatchReason[] =>
    mergeReasons(reasonTests.map((test) => test(entry)).filter((reason): reason is MatchReason => reason !== null));
  const relevance =
    ranked.length === 0 ? null : (entry: IndexedDocument) => Math.max(plainWordsRelevance(entry, plainWords), whole ? plainWordsRelevance(entry, [whole]) : 0);
  const { test } = compiled.value;
  return ok({
    text,
    ast,
    plainTerms: isPlainTerms(ast),
    test: whole ? (entry) => test(entry) || inOwnText(entry, whole) : test,
    matchedAbilities,
    explain,
    relevance,
  });
}

/**
 * Words with 'and', 'or' or 'not' among them ('Retribution or Salvation', 'Not
 * One Step Back') may be a name: read whole, as one plain word, they find what
 * is so named besides what the operators find.
 */
function wholeName(text: string): PlainWord | null {
  const lexed = lexQuery(text);
  if (!lexed.ok) return null;
  const kinds = lexed.value.map((token) => token.kind);
  const onlyWords = kinds.every((kind) => kind === 'word' || kind === 'and' || kind === 'or' || kind === 'not');
  return onlyWords && kinds.some((kind) => kind !== 'word') ? makePlainWord(text.trim()) : null;
}
