import type { ConversionWarning } from '@scrolldex/bsdata';
import { GAME_DATA_SCHEMA_VERSION, type GameData } from '@scrolldex/rules/model';
import { describe, expect, it } from 'vitest';

import { formatSize, formatSummary, MAX_WARNING_LINES } from './format-summary.js';

function makeGameData(): GameData {
  return {
    schemaVersion: GAME_DATA_SCHEMA_VERSION,
    handbook: { id: 'h', name: "General's Handbook 2026-27", season: '2026-27' },
    source: { ref: 'main', commit: 'abc', gameSystemRevision: 1 },
    armies: {},
    regimentsOfRenown: [],
    battleTacticCards: [],
    universalManifestations: [],
    universalUnits: [],
    coreRules: { keywordAbilities: [], weaponAbilities: [], terrainAbilities: [], commandModelAbilities: [], placeOfPower: null },
    pathToGlory: [],
  };
}

function makeWarnings(count: number): ConversionWarning[] {
  return Array.from({ length: count }, (_, i) => ({
    code: i % 3 === 0 ? 'UNRESOLVED_LINK' : 'DUPLICATE_ID',
    file: 'Army.cat',
    id: `id-${i}`,
    message: `Problem ${i}`,
  }));
}

const base = { origin: 'main', fileCount: 133, outPath: '/out/game-data.json', outBytes: 2_500_000, readMs: 120.4, convertMs: 900.6 };

describe('formatSummary', () => {
  it('counts, sizes, times and warnings per code, most frequent first', () => {
    const lines = formatSummary({ ...base, data: makeGameData(), warnings: makeWarnings(5), allWarnings: false });
    expect(lines.slice(0, 11)).toEqual([
      'Read 133 files: main',
      "Handbook: General's Handbook 2026-27 (season 2026-27)",
      'Armies: 0',
      'Regiments of renown: 0',
      'Battle tactic cards: 0',
      'Units: 0 (0 in armies, 0 universal)',
      'Wrote /out/game-data.json (2.38 MB)',
      'Time: read 120 ms, convert 901 ms',
      'Warnings: 5',
      '  DUPLICATE_ID: 3',
      '  UNRESOLVED_LINK: 2',
    ]);
    expect(lines.at(-1)).toBe('DUPLICATE_ID Army.cat id-4: Problem 4');
  });

  it(`lists at most ${MAX_WARNING_LINES} warnings unless asked for all`, () => {
    const warnings = makeWarnings(60);
    const short = formatSummary({ ...base, data: makeGameData(), warnings, allWarnings: false });
    expect(short.filter((line) => line.includes('Army.cat'))).toHaveLength(MAX_WARNING_LINES);
    expect(short.at(-1)).toBe('... 10 more warnings (use --all-warnings to list them all)');
    const all = formatSummary({ ...base, data: makeGameData(), warnings, allWarnings: true });
    expect(all.filter((line) => line.includes('Army.cat'))).toHaveLength(60);
  });
});

describe('formatSize', () => {
  it('picks a unit that keeps the number short', () => {
    expect([formatSize(900), formatSize(2048), formatSize(3 * 1024 * 1024)]).toEqual(['900 B', '2.0 KB', '3.00 MB']);
  });
});
