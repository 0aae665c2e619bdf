// The global search's local state: the history of searched queries (the
// 5 most recent distinct queries, newest first, kept on this device).
import { atom } from 'jotai';
import { z } from 'zod/mini';

import { pushSearchHistory, SEARCH_HISTORY_SIZE } from './push-search-history';
import { storedAtom } from './stored-atom';

// An overwrite, not a transform: the start's chunk already carries zod's overwrite check, and a
// transform would add its schema class there.
const HistorySchema = z.array(z.string().check(z.maxLength(500))).check(z.overwrite((queries) => queries.slice(0, SEARCH_HISTORY_SIZE)));

export const searchHistoryAtom = storedAtom<string[]>('searchHistory', HistorySchema, []);

/** A searched query goes first; an earlier copy of it is dropped. */
export const recordSearchAtom = atom(null, (get, set, query: string) => {
  set(searchHistoryAtom, pushSearchHistory(get(searchHistoryAtom), query));
});

/** 'Clear search history' (settings). */
export const clearSearchHistoryAtom = atom(null, (_get, set) => {
  set(searchHistoryAtom, []);
});
