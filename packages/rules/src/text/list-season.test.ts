import { readFileSync } from 'node:fs';

import { fixtureListPath } from '@scrolldex/test-harness/fixture-lists';
import { describe, expect, it } from 'vitest';

import { MAX_LIST_TEXT_LENGTH } from './input-limits.js';
import { readListSeason } from './list-season.js';

describe('the season of a list text', () => {
  it("reads the handbook line of the official app's and New Recruit's exports", () => {
    expect(readListSeason("Skaven\nGeneral's Handbook 2025-26\nDrops: 3")).toBe('2025-26');
    expect(readListSeason('✦ General’s Handbook 2026-27')).toBe('2026-27');
    expect(readListSeason("experimental (1790 points) - ✦ General's Handbook 2025-26")).toBe('2025-26');
  });

  it('reads the short and spelled-out forms players write', () => {
    expect(readListSeason('GHB 2025/26')).toBe('2025-26');
    expect(readListSeason('ghb 2025-2026')).toBe('2025-26');
    expect(readListSeason('Season: 2025–26')).toBe('2025-26');
    expect(readListSeason('GHB Season 2099-00')).toBe('2099-00');
  });

  it('reads a shared tournament export', () => {
    expect(readListSeason(readFileSync(fixtureListPath('004-blades-of-khorne.txt'), 'utf8'))).toBe('2025-26');
  });

  it('reads the longest text a list may have in linear time, however many blank lines it has', () => {
    const started = performance.now();
    for (const filler of ['\n', ' \n', 'season\n', "General's Handbook \n"])
      expect(readListSeason(filler.repeat(MAX_LIST_TEXT_LENGTH / filler.length))).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('finds no season where the text names none or names two years that do not follow', () => {
    expect(readListSeason('Skaven\n2000/2000 pts\nGrey Seer (150)')).toBeNull();
    expect(readListSeason("General's Handbook 2025-27")).toBeNull();
    expect(readListSeason('Battle Tactic Cards: Season of War 2025-26')).toBeNull();
    expect(readListSeason('Clanrats (2025-26 models)')).toBeNull();
  });
});
