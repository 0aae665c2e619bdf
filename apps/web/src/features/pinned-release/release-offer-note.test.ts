import type { GameData } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { releaseOfferFor } from './release-offer-note';

const ON_2026_27 = { handbook: { id: 'x', name: "General's Handbook 2026-27", season: '2026-27' } } as GameData;
const RELEASES = [
  { name: 'battlescroll-2025-12', season: '2025-26' },
  { name: 'battlescroll-2026-03', season: '2025-26' },
  { name: 'battlescroll-2026-06', season: '2026-27' },
];

describe("Confirm Import's offer of a release", () => {
  it("offers the newest release of the list's season when the app's data is of another", () => {
    expect(releaseOfferFor('2025-26', ON_2026_27, RELEASES)).toEqual({ season: '2025-26', release: 'battlescroll-2026-03' });
  });

  it("offers nothing for a list of the data's own season, of no season, or of a season no release has", () => {
    expect([null, '2026-27', '2024-25'].map((season) => releaseOfferFor(season, ON_2026_27, RELEASES))).toEqual([null, null, null]);
  });
});
