// The overlay's search, run in the game-data worker over the index it builds
// there (data/search-service.ts): the page's thread never builds or holds the
// index. Asked again when the query, its options or the loaded data change; an
// answer to an older question is dropped.
import type { SearchResult } from '@scrolldex/rules';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { documentCache } from '../../data/game-data-worker-client';
import { faqAtom, heldGameDataAtom, ruleDocumentsAtom } from '../../state/game-data';

export type WorkerSearch = {
  /** The latest answer, kept while the next is on its way; null before the first. */
  result: SearchResult | null;
  /** Why the search could not run, or null. */
  error: string | null;
};

export function useWorkerSearch(query: string, showLegends: boolean, limit: number): WorkerSearch {
  // The worker searches the whole data it holds: the page need not take it.
  const held = useAtomValue(heldGameDataAtom);
  // The worker's index is rebuilt when these change: the question is asked again then.
  const rules = useAtomValue(ruleDocumentsAtom);
  const faq = useAtomValue(faqAtom);
  const [answer, setAnswer] = useState<WorkerSearch>({ result: null, error: null });
  useEffect(() => {
    if (!held) return setAnswer({ result: null, error: null });
    let current = true;
    documentCache()
      .search(query, { showLegends, limit })
      .then(
        (result) => current && setAnswer({ result, error: null }),
        (error: unknown) => current && setAnswer({ result: null, error: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [query, showLegends, limit, held, rules, faq]);
  return answer;
}
