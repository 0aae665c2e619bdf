import { describe, expect, it } from 'vitest';

import { pickNewer, type Version } from './pick-newer.js';

type Entry = { id: string; at: number; text: string };
const entry = (id: string, at: number, text = `${id}@${at}`): Entry => ({ id, at, text });
const versionOf = (item: Entry) => ({ key: item.id, updatedAt: item.at, content: item.text });
const held = (...entries: Entry[]) => new Map<string, Version>(entries.map((item) => [item.id, { updatedAt: item.at, content: item.text }]));

describe('pickNewer', () => {
  it('writes what is new or newer, and leaves an older push', () => {
    const result = pickNewer([entry('new', 1), entry('newer', 20), entry('older', 5)], held(entry('newer', 10), entry('older', 10)), versionOf);
    expect(result).toEqual({ writes: [entry('new', 1), entry('newer', 20)], conflicts: [] });
  });

  it('keeps the held version on a tie and reports it only when the content differs', () => {
    const result = pickNewer([entry('same', 10, 'A'), entry('other', 10, 'mine')], held(entry('same', 10, 'A'), entry('other', 10, 'theirs')), versionOf);
    expect(result).toEqual({ writes: [], conflicts: ['other'] });
  });

  it('compares a key pushed twice with its earlier push and writes it once', () => {
    expect(pickNewer([entry('x', 30, 'late'), entry('x', 20, 'early')], held(entry('x', 10)), versionOf)).toEqual({
      writes: [entry('x', 30, 'late')],
      conflicts: [],
    });
    expect(pickNewer([entry('x', 20, 'a'), entry('x', 30, 'b')], held(), versionOf).writes).toEqual([entry('x', 30, 'b')]);
  });

  it('drops a conflict when a later push of the same key wins after all', () => {
    expect(pickNewer([entry('x', 10, 'mine'), entry('x', 11, 'mine')], held(entry('x', 10, 'theirs')), versionOf)).toEqual({
      writes: [entry('x', 11, 'mine')],
      conflicts: [],
    });
  });
});
