import { describe, expect, it } from 'vitest';

import { formatRelativeSyncTime } from './format-relative-sync-time';
import { syncStatus } from './sync-status';

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
