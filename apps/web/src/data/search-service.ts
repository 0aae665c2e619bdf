// The search index of the app's data source, built and searched in the
// game-data worker: the page's thread neither builds it (a task of half a
// second on a phone) nor holds it. The page names its data source; the index
// is built by the first search of that data (the overlay asks one as it opens,
// before the player has typed), and again by the next search once the data,
// the FAQ or the rule documents changed. Not at every load of the data: most
// visits never search, and the build was a quarter of the CPU a first visit spent
// on the whole data (a third of a second on a desktop core, four times that on a
// phone). The search's code (data/search-engine.ts) is imported with the first
// build, not with the worker.
import type { Faq } from '@scrolldex/contract';
import type { GameData, PreparedGameData, RuleDocument, SearchFaqSection, SearchIndex, SearchOptions, SearchResult } from '@scrolldex/rules';

import { inFileOrder, type NamedRuleDocument } from './rule-document-files';

export type SearchSources = {
  /** The cached whole data of a ref: a search that comes before the worker has seen the data reads it. */
  readGameData: (ref: string) => Promise<GameData | null>;
};

export type SearchService = {
  /** The page shows the data of `ref`: the index is of that data. */
  searchRef: (ref: string) => void;
  /** The worker read or downloaded the whole data of `ref`. */
  tookGameData: (ref: string, data: GameData) => void;
  /** The worker stored newer whole data of `ref`: the next search reads it. */
  storedGameData: (ref: string) => void;
  tookFaq: (faq: Faq) => void;
  tookRules: (documents: readonly NamedRuleDocument[]) => void;
  /** Clear BSData: the index and what it was built from go. */
  clear: () => void;
  /** The query's result over the index; null while no data of the named ref is on this device. */
  search: (query: string, options: SearchOptions) => Promise<SearchResult | null>;
  /** Whether the index of the current data is built (what the tests watch). */
  isBuilt: () => boolean;
};

/** An FAQ section's questions with those of its rules, as the index reads them. */
function faqSections(faq: Faq | null): SearchFaqSection[] {
  return (faq?.sections ?? []).map((section) => ({
    title: section.title,
    questions: [...section.questions, ...section.rules.flatMap((rule) => rule.questions)],
  }));
}

type SearchEngine = typeof import('./search-engine');

let engine: Promise<SearchEngine> | undefined;

/** The search's code, imported once, when an index is first built; after a failed fetch the next build asks again. */
function loadEngine(): Promise<SearchEngine> {
  engine ??= import('./search-engine').catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

export function createSearchService({ readGameData }: SearchSources): SearchService {
  let ref: string | null = null;
  let data: GameData | null = null;
  let faq: Faq | null = null;
  let rules: readonly RuleDocument[] = [];
  // The data's documents, prepared once: the FAQ and the rule documents often come after the index of the data was
  // built (a warm visit reads them from the cache after the data), and a build for them prepares only theirs.
  let prepared: { of: GameData; documents: PreparedGameData } | null = null;
  let index: SearchIndex | null = null;

  function build({ buildPreparedSearchIndex, prepareGameData }: SearchEngine, from: GameData): SearchIndex {
    if (prepared?.of !== from) prepared = { of: from, documents: prepareGameData(from) };
    index = buildPreparedSearchIndex(prepared.documents, { ruleDocuments: rules, faq: faqSections(faq) });
    return index;
  }

  /** What the index is built from changed: the next search builds it again. */
  function changed(): void {
    index = null;
  }

  return {
    searchRef(name) {
      if (name === ref) return;
      ref = name;
      data = null;
      prepared = null;
      index = null;
    },
    tookGameData(name, value) {
      if (name !== ref) return;
      data = value;
      changed();
    },
    storedGameData(name) {
      if (name !== ref) return;
      data = null;
      changed();
    },
    tookFaq(value) {
      faq = value;
      changed();
    },
    tookRules(documents) {
      rules = inFileOrder(documents);
      changed();
    },
    clear() {
      data = null;
      prepared = null;
      faq = null;
      rules = [];
      index = null;
    },
    async search(query, options) {
      const code = await loadEngine();
      if (index) return code.searchGameData(index, query, options);
      if (data === null && ref !== null) {
        const asked = ref;
        const read = await readGameData(asked);
        // The page may have named another source, or the data come, while the cache was read.
        if (read && ref === asked && data === null) data = read;
      }
      if (data === null) return null;
      return code.searchGameData(index ?? build(code, data), query, options);
    },
    isBuilt: () => index !== null,
  };
}
