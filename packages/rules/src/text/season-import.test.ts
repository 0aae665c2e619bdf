// A list of an earlier season read on its own release and on today's data:
// on today's data it loses lines, which is why import offers the
// release of its season.
import { readOwnList } from '@scrolldex/test-harness/fixture-lists';
import { describe, expect, it } from 'vitest';

import { loadRealGameData, loadReleaseGameData } from '../../test/real-game-data.js';
import { parseListText } from './parse-list.js';

const LIST = readOwnList('stormcast-2025-26.txt');

describe('a 2025-26 list', () => {
  it('names its season and places every line on battlescroll-2026-03', () => {
    const parsed = parseListText(LIST, loadReleaseGameData());
    expect(parsed.ok && { season: parsed.value.season, unplaced: parsed.value.unplaced }).toEqual({ season: '2025-26', unplaced: [] });
  });

  it('loses four lines on the 2026-27 data', () => {
    const parsed = parseListText(LIST, loadRealGameData());
    expect(parsed.ok && { season: parsed.value.season, unplaced: parsed.value.unplaced.map((line) => line.text) }).toEqual({
      season: '2025-26',
      unplaced: ['Master the Paths', 'Restless Energy', '• Beacon of Azyr', 'Iridan the Witness (Scourge of Ghyran) (320)'],
    });
  });
});
