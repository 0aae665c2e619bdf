import { describe, expect, it } from 'vitest';

import type { ManifestEntry } from '@scrolldex/contract';

import { isArmyDataStale } from './is-army-data-stale';
import { isDocumentCacheStale } from './is-document-cache-stale';
import { mostRecentDataBoundary } from './most-recent-data-boundary';

// Local-time constructors, so the tests hold in any time zone. 2026-06-10 is a Wednesday.
const local = (day: number, hour: number, minute = 0) => new Date(2026, 5, day, hour, minute);

describe('mostRecentDataBoundary', () => {
  it('is Wednesday 10:00 local time at or before now', () => {
    expect(mostRecentDataBoundary(local(10, 10))).toEqual(local(10, 10));
    expect(mostRecentDataBoundary(local(10, 9, 59))).toEqual(local(3, 10));
    expect(mostRecentDataBoundary(local(10, 23, 30))).toEqual(local(10, 10));
    expect(mostRecentDataBoundary(local(9, 12))).toEqual(local(3, 10));
    expect(mostRecentDataBoundary(local(14, 8))).toEqual(local(10, 10));
    expect(mostRecentDataBoundary(local(16, 23))).toEqual(local(10, 10));
  });

  it('crosses month and year ends', () => {
    // 2027-01-01 is a Friday; the Wednesday before is 2026-12-30.
    expect(mostRecentDataBoundary(new Date(2027, 0, 1, 12))).toEqual(new Date(2026, 11, 30, 10));
  });
});

describe('isDocumentCacheStale', () => {
  const now = local(10, 11);
  it('is stale when stored before the last Wednesday 10:00, fresh after it', () => {
    expect(isDocumentCacheStale({ storedAt: local(10, 9, 59).getTime(), hasCache: true, now })).toBe(true);
    expect(isDocumentCacheStale({ storedAt: local(10, 10).getTime(), hasCache: true, now })).toBe(false);
    expect(isDocumentCacheStale({ storedAt: local(10, 9).getTime(), hasCache: true, now: local(10, 9, 30) })).toBe(false);
  });

  it('is stale with nothing cached or no stored time', () => {
    expect(isDocumentCacheStale({ storedAt: now.getTime(), hasCache: false, now })).toBe(true);
    expect(isDocumentCacheStale({ storedAt: null, hasCache: true, now })).toBe(true);
  });

  it('is stale for rules whose cached names are not the expected ones', () => {
    const expectedNames = ['CORE RULES', 'ADVANCED RULES', 'GHB 2026-27 BATTLE PACK'];
    const fresh = { storedAt: now.getTime(), hasCache: true, now, expectedNames };
    expect(isDocumentCacheStale({ ...fresh, cachedNames: [...expectedNames].reverse() })).toBe(false);
    expect(isDocumentCacheStale({ ...fresh, cachedNames: ['CORE RULES', 'ADVANCED RULES', 'GHB 2025-26 BATTLE PACK'] })).toBe(true);
    expect(isDocumentCacheStale({ ...fresh, cachedNames: ['CORE RULES', 'ADVANCED RULES'] })).toBe(true);
    expect(isDocumentCacheStale({ ...fresh, cachedNames: [...expectedNames, 'EXTRA'] })).toBe(true);
    expect(isDocumentCacheStale(fresh)).toBe(true);
  });
});

describe('isArmyDataStale', () => {
  const entry: ManifestEntry = { name: 'main', sha: 'abc123', type: 'Branch', serverVersion: '1.0.0' };
  it('is fresh when the cached manifest entry equals the server one', () => {
    expect(isArmyDataStale({ ...entry }, entry, true)).toBe(false);
  });

  it.each([
    ['sha', { sha: 'def456' }],
    ['name', { name: 'dev' }],
    ['type', { type: 'Release' as const }],
    ['serverVersion', { serverVersion: '1.0.1' }],
  ])('is stale when the %s differs', (_field, change) => {
    expect(isArmyDataStale({ ...entry, ...change }, entry, true)).toBe(true);
  });

  it('is stale without a cached entry or cached data, and never without a server entry', () => {
    expect(isArmyDataStale(null, entry, true)).toBe(true);
    expect(isArmyDataStale(entry, entry, false)).toBe(true);
    expect(isArmyDataStale(null, null, false)).toBe(false);
    expect(isArmyDataStale({ ...entry, sha: 'old' }, null, true)).toBe(false);
  });
});
