import { describe, expect, it } from 'vitest';

import { chooseNotice, noticeSeenKey, type Notice } from './choose-notice';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString();

function makeNotice(title: string, overrides: Partial<Notice> = {}): Notice {
  return { title, body: `<p>${title}</p>`, timestamp: hoursAgo(1), category: 'special', alwaysShow: false, ...overrides };
}

const welcome = makeNotice('Welcome', { alwaysShow: true, timestamp: hoursAgo(10_000) });
const oldChangelog = makeNotice('Version 9', { category: 'changelog', timestamp: hoursAgo(2000) });
const changelog = makeNotice('Version 10', { category: 'changelog', timestamp: hoursAgo(5) });
const latestChangelog = makeNotice('Version 11', { category: 'changelog', timestamp: hoursAgo(5) });
const never = { lastSeenAt: null, seenTitles: [] };

describe('chooseNotice', () => {
  it('shows none within 24 hours of the last notice seen, even an alwaysShow one', () => {
    expect(chooseNotice([welcome], { lastSeenAt: NOW - 23 * HOUR, seenTitles: [] }, NOW)).toBeNull();
    expect(chooseNotice([welcome], { lastSeenAt: NOW - 24 * HOUR, seenTitles: [] }, NOW)).toBe(welcome);
  });

  it('shows the first unseen notice in order; an alwaysShow notice whatever its age', () => {
    expect(chooseNotice([welcome, latestChangelog], never, NOW)).toBe(welcome);
    expect(chooseNotice([welcome, latestChangelog], { lastSeenAt: null, seenTitles: new Set(['Welcome']) }, NOW)).toBe(latestChangelog);
    expect(chooseNotice([welcome, latestChangelog], { lastSeenAt: null, seenTitles: ['Welcome', 'Version 11'] }, NOW)).toBeNull();
  });

  it('shows another notice only while under 720 hours old', () => {
    expect(chooseNotice([makeNotice('Store', { timestamp: hoursAgo(719) })], never, NOW)?.title).toBe('Store');
    expect(chooseNotice([makeNotice('Store', { timestamp: hoursAgo(720) })], never, NOW)).toBeNull();
    expect(chooseNotice([makeNotice('Broken', { timestamp: 'not a date' })], never, NOW)).toBeNull();
  });

  it('shows a changelog only when it is the last notice, passing over the ones that may not show', () => {
    expect(chooseNotice([changelog, latestChangelog], never, NOW)).toBe(latestChangelog);
    expect(chooseNotice([latestChangelog, makeNotice('Store')], never, NOW)?.title).toBe('Store');
    expect(chooseNotice([oldChangelog], never, NOW)).toBeNull();
    expect(chooseNotice([], never, NOW)).toBeNull();
  });
});

describe('noticeSeenKey', () => {
  it('is one key per title', () => {
    expect(noticeSeenKey('Version 10')).not.toBe(noticeSeenKey('Version 11'));
    expect(noticeSeenKey('Welcome')).toBe(noticeSeenKey('Welcome'));
    expect(noticeSeenKey('Welcome')).toContain('Welcome');
  });
});
