// The global search: the query language over the index, with fuzzy matching
// when the query cannot be read, or when plain words find nothing.
import type { Ability } from '../model/index.js';
import { compileQuery } from './compile-query.js';
import type { FuzzyField, FuzzyHit } from './fuzzy-search.js';
import { mergeReasons, type MatchField, type MatchReason } from './match-reason.js';
import type { QueryError } from './query-error.js';
import type { IndexedDocument, SearchDocument } from './search-document.js';
import type { SearchIndex } from './search-index.js';

export type SearchHit = {
  doc: SearchDocument;
  /** Abilities of the document that ability or rules-text filters matched (for highlighting and grouping). */
  abilities: readonly Ability[];
  /** Fuzzy relevance; null for query results, which keep the index order (plain words first rank by where they were found). */
  score: number | null;
  /** Why it matched: where each positive term or filter was found, or for fuzzy matches the close terms. */
  reasons: readonly MatchReason[];
};

export type SearchFallback = {
  /** 'invalid-query': the query has errors; 'no-results': plain words matched nothing. */
  reason: 'invalid-query' | 'no-results';
  /** A sentence for the player. */
  message: string;
};

export type SearchResult = {
  query: string;
  /** 'empty' for a blank query (no results), 'query' when the query language ran, 'fuzzy' for the fallback. */
  mode: 'empty' | 'query' | 'fuzzy';
  /** The first `limit` results, best first. */
  hits: readonly SearchHit[];
  /** How many results there are in all (more than hits.length when the limit cut them). */
  total: number;
  /** Why fuzzy matching was used, or null. */
  fallback: SearchFallback | null;
  /** The query's syntax or meaning errors (only when it fell back for them). */
  errors: readonly QueryError[];
};

export type SearchOptions = {
  /** Include Legends content (the Show Legends setting). Default true: the engine hides nothing unasked. */
  showLegends?: boolean;
  /** At most this many hits (their abilities and reasons are worked out for these alone); default all. */
  limit?: number;
};

export function searchGameData(index: SearchIndex, query: string, options: SearchOptions = {}): SearchResult {
  const showLegends = options.showLegends ?? true;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  if (query.trim() === '') return { query, mode: 'empty', hits: [], total: 0, fallback: null, errors: [] };
  const compiled = compileQuery(query);
  if (!compiled.ok) {
    const fallback: SearchFallback = { reason: 'invalid-query', message: `${sentence(compiled.errors[0]!.message)} Showing fuzzy matches instead.` };
    return { query, mode: 'fuzzy', ...fuzzyHits(index, query, showLegends, limit), fallback, errors: compiled.errors };
  }
  const { test, matchedAbilities, explain, relevance, plainTerms } = compiled.value;
  const matches: IndexedDocument[] = [];
  for (const entry of index.entries) if ((showLegends || !entry.doc.legends) && test(entry)) matches.push(entry);
  if (matches.length === 0 && plainTerms) {
    const fallback: SearchFallback = { reason: 'no-results', message: 'Nothing matched exactly. Showing fuzzy matches instead.' };
    return { query, mode: 'fuzzy', ...fuzzyHits(index, query, showLegends, limit), fallback, errors: [] };
  }
  const ranked = relevance === null ? matches : rankByRelevance(matches, relevance);
  const hits = ranked.slice(0, limit).map((entry): SearchHit => ({ doc: entry.doc, abilities: matchedAbilities(entry), score: null, reasons: explain(entry) }));
  return { query, mode: 'query', hits, total: matches.length, fallback: null, errors: [] };
}

/** Fuzzy matches of the query text, best first. */
export function fuzzySearchGameData(index: SearchIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  return fuzzyHits(index, query, options.showLegends ?? true, options.limit ?? Number.POSITIVE_INFINITY).hits;
}

/** Best first; equal ones keep the index order (Array.prototype.sort is stable). */
function rankByRelevance(entries: readonly IndexedDocument[], relevance: (entry: IndexedDocument) => number): IndexedDocument[] {
  const scored = entries.map((entry) => ({ entry, score: relevance(entry) }));
  scored.sort((a, b) => b.score - a.score);
  return scored.map(({ entry }) => entry);
}

function fuzzyHits(index: SearchIndex, query: string, showLegends: boolean, limit: number): { hits: SearchHit[]; total: number } {
  const hits: SearchHit[] = [];
  let total = 0;
  for (const hit of index.fuzzy.search(query)) {
    const entry = index.entries[hit.id];
    if (!entry || (!showLegends && entry.doc.legends)) continue;
    total++;
    if (hits.length < limit) hits.push({ doc: entry.doc, abilities: [], score: hit.score, reasons: fuzzyReasons(hit) });
  }
  return { hits, total };
}

const FUZZY_MATCH_FIELDS: Record<FuzzyField, MatchField> = { name: 'name', armyName: 'army', keywords: 'keyword' };

function fuzzyReasons(hit: FuzzyHit): MatchReason[] {
  const reasons = Object.entries(hit.fields).flatMap(([term, fields]) =>
    fields.map((field): MatchReason => ({ field: FUZZY_MATCH_FIELDS[field], words: term, matched: null, approximate: true })),
  );
  return mergeReasons(reasons);
}

function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
