import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';

import { clearSearchHistoryAtom, recordSearchAtom, searchHistoryAtom } from './search';

beforeEach(() => localStorage.clear());

/** A store as a new page load sees it: the stored atom mounted, so it reads local storage. */
function freshStore() {
  const store = createStore();
  store.sub(searchHistoryAtom, () => {});
  return store;
}

describe('search history', () => {
  it('keeps the 5 most recent distinct queries, newest first, on this device', () => {
    const store = createStore();
    for (const query of ['liberators', 'k:hero', 'a:sce', 'k:hero', 'mv>=10', 'o:ward', 'is:btc']) store.set(recordSearchAtom, query);
    const expected = ['is:btc', 'o:ward', 'mv>=10', 'k:hero', 'a:sce'];
    expect(store.get(searchHistoryAtom)).toEqual(expected);
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(expected);
    // A new session (another store) reads it back.
    expect(freshStore().get(searchHistoryAtom)).toEqual(expected);
  });

  it('ignores blank queries, trims the others, and clears on request', () => {
    const store = createStore();
    store.set(recordSearchAtom, '  liberators ');
    store.set(recordSearchAtom, '   ');
    expect(store.get(searchHistoryAtom)).toEqual(['liberators']);
    store.set(clearSearchHistoryAtom);
    expect(store.get(searchHistoryAtom)).toEqual([]);
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual([]);
  });

  it('starts empty from an unreadable stored value and keeps at most 5 of a longer one', () => {
    localStorage.setItem('searchHistory', '{"not":"a list"}');
    expect(freshStore().get(searchHistoryAtom)).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']));
    expect(freshStore().get(searchHistoryAtom)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
