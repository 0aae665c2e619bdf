// The global search: the query language over the index, with fuzzy matching
// when the query cannot be read, or when plain words find nothing.
import type { Ability } from '../model/index.js';
import { compileQuery } from './compile-query.js';
import type { QueryError } from './query-error.js';
import type { SearchDocument } from './search-document.js';
import type { SearchIndex } from './search-index.js';

export type SearchHit = {
  doc: SearchDocument;
  /** Abilities of the document that ability or rules-text filters matched (for highlighting and grouping). */
  abilities: readonly Ability[];
  /** Fuzzy relevance; null for query results, which keep the index order. */
  score: number | null;
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
  hits: readonly SearchHit[];
  /** Why fuzzy matching was used, or null. */
  fallback: SearchFallback | null;
  /** The query's syntax or meaning errors (only when it fell back for them). */
  errors: readonly QueryError[];
};

export type SearchOptions = {
  /** Include Legends content (the Show Legends setting). Default true: the engine hides nothing unasked. */
  showLegends?: boolean;
  /** At most this many hits; default all. */
  limit?: number;
};

export function searchGameData(index: SearchIndex, query: string, options: SearchOptions = {}): SearchResult {
  const showLegends = options.showLegends ?? true;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  if (query.trim() === '') return { query, mode: 'empty', hits: [], fallback: null, errors: [] };
  const compiled = compileQuery(query);
  if (!compiled.ok) {
    const fallback: SearchFallback = { reason: 'invalid-query', message: `${sentence(compiled.errors[0]!.message)} Showing fuzzy matches instead.` };
    return { query, mode: 'fuzzy', hits: fuzzyHits(index, query, showLegends, limit), fallback, errors: compiled.errors };
  }
  const { test, matchedAbilities, plainTerms } = compiled.value;
  const hits: SearchHit[] = [];
  for (const entry of index.entries) {
    if (hits.length >= limit) break;
    if ((showLegends || !entry.doc.legends) && test(entry)) hits.push({ doc: entry.doc, abilities: matchedAbilities(entry), score: null });
  }
  if (hits.length === 0 && plainTerms) {
    const fallback: SearchFallback = { reason: 'no-results', message: 'Nothing matched exactly. Showing fuzzy matches instead.' };
    return { query, mode: 'fuzzy', hits: fuzzyHits(index, query, showLegends, limit), fallback, errors: [] };
  }
  return { query, mode: 'query', hits, fallback: null, errors: [] };
}

/** Fuzzy matches of the query text, best first. */
export function fuzzySearchGameData(index: SearchIndex, query: string, options: SearchOptions = {}): SearchHit[] {
  return fuzzyHits(index, query, options.showLegends ?? true, options.limit ?? Number.POSITIVE_INFINITY);
}

function fuzzyHits(index: SearchIndex, query: string, showLegends: boolean, limit: number): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const { id, score } of index.fuzzy.search(query)) {
    if (hits.length >= limit) break;
    const entry = index.entries[id];
    if (entry && (showLegends || !entry.doc.legends)) hits.push({ doc: entry.doc, abilities: [], score });
  }
  return hits;
}

function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
