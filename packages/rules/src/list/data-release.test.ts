import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { listSchemas } from './army-list.js';
import { DATA_RELEASE_MESSAGE, releaseForSeason } from './data-release.js';

describe('a list pinned to a data release', () => {
  it('reads a list saved before pinning existed as unpinned', () => {
    const { dataRef: _dropped, ...saved } = makeList('Skaven');
    expect(listSchemas().ArmyListSchema.parse(saved).dataRef).toBeNull();
  });

  it('keeps a branch or tag name', () => {
    for (const dataRef of ['battlescroll-2026-03', 'main', 'feature/new-season', 'v4.0.1'])
      expect(listSchemas().ArmyListSchema.parse({ ...makeList('Skaven'), dataRef }).dataRef).toBe(dataRef);
  });

  it('refuses what cannot be a branch or tag name, saying what it must be', () => {
    const issue = (dataRef: unknown) => listSchemas().ArmyListSchema.safeParse({ ...makeList('Skaven'), dataRef }).error?.issues[0];
    for (const bad of ['', 'a b', '../etc', '-x', 'tag.lock', 'x'.repeat(256), 'trailing/', 'semi;colon']) {
      expect(issue(bad)).toMatchObject({ path: ['dataRef'], message: DATA_RELEASE_MESSAGE });
    }
    expect(issue(42)?.path).toEqual(['dataRef']);
    expect(DATA_RELEASE_MESSAGE).toBe("must be a branch or tag name of the data repository (letters, digits, '.', '_', '-' and '/', at most 255 characters)");
  });
});

describe('the release offered for a season', () => {
  const releases = [
    { name: 'battlescroll-2025-12', season: '2025-26' },
    { name: 'battlescroll-2026-03', season: '2025-26' },
    { name: 'battlescroll-2026-06', season: '2026-27' },
    { name: 'unknown-old', season: null },
  ];

  it("is the season's newest release, its last data", () => {
    expect(releaseForSeason('2025-26', releases)).toBe('battlescroll-2026-03');
    expect(releaseForSeason('2026-27', releases)).toBe('battlescroll-2026-06');
  });

  it('is none when no release is of that season', () => {
    expect(releaseForSeason('2024-25', releases)).toBeNull();
    expect(releaseForSeason('2025-26', [])).toBeNull();
  });
});
