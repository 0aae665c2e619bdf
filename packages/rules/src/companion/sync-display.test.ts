import { describe, expect, it } from 'vitest';

import { formatRelativeSyncTime } from './format-relative-sync-time.js';
import { pushSearchHistory } from './push-search-history.js';
import { syncStatus } from './sync-status.js';

const NOW = Date.parse('2026-06-10T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeSyncTime', () => {
  it.each([
    [null, 'Never'],
    [NOW, 'Just now'],
    [NOW - 59_999, 'Just now'],
    [NOW + 5 * MINUTE, 'Just now'],
    [NOW - MINUTE, '1m ago'],
    [NOW - 59 * MINUTE, '59m ago'],
    [NOW - HOUR, '1h ago'],
    [NOW - 23 * HOUR - 59 * MINUTE, '23h ago'],
    [NOW - DAY, 'Yesterday'],
    [NOW - 2 * DAY + 1, 'Yesterday'],
    [NOW - 2 * DAY, '2d ago'],
    [NOW - 7 * DAY + 1, '6d ago'],
    [NOW - 7 * DAY, '2026-06-03'],
  ])('%s -> %s', (lastSynced, text) => {
    expect(formatRelativeSyncTime(lastSynced, NOW)).toBe(text);
  });

  it('formats old dates with the given formatter', () => {
    expect(formatRelativeSyncTime(NOW - 30 * DAY, NOW, (timestamp) => `on ${new Date(timestamp).getUTCDate()}`)).toBe('on 11');
  });
});

describe('syncStatus', () => {
  it('shows synced/total with synced = total minus unsynced', () => {
    expect(syncStatus(10, 3)).toBe('7/10');
    expect(syncStatus(0, 0)).toBe('0/0');
    expect(syncStatus(2, 5)).toBe('0/2');
  });
});

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
