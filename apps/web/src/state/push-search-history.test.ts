import { describe, expect, it } from 'vitest';

import { pushSearchHistory } from './push-search-history';

describe('pushSearchHistory', () => {
  it('keeps the 5 most recent distinct queries, newest first', () => {
    let history: string[] = [];
    for (const query of ['a', 'b', 'c', 'd', 'e', 'f']) history = pushSearchHistory(history, query);
    expect(history).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(pushSearchHistory(history, ' c ')).toEqual(['c', 'f', 'e', 'd', 'b']);
  });

  it('ignores a blank query and takes another limit', () => {
    expect(pushSearchHistory(['a'], '   ')).toEqual(['a']);
    expect(pushSearchHistory(['a', 'b', 'c'], 'd', 2)).toEqual(['d', 'a']);
  });

  it('does not change the history it is given', () => {
    const history = Object.freeze(['a', 'b']);
    pushSearchHistory(history, 'c');
    expect(history).toEqual(['a', 'b']);
  });
});
