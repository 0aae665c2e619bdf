// Every list of the shared corpus of real exports, imported against the
// current data. The corpus is from older seasons: what the current data no
// longer has must be reported line by line, never dropped.
import { describe, expect, it } from 'vitest';

import { placedUnitCount, summariseImport } from '../../test/import-summary.js';
import { readSharedList, sharedListIndex, type SharedListEntry } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { nameKey } from '../shared/name-key.js';
import type { ParsedListText } from './import-types.js';
import { splitCost } from './line-parts.js';
import { parseListText } from './parse-list.js';

const CARDS_OF_2025 = (line: number, first: string, second: string) => [`L${line} UNKNOWN_CARD: ${first}`, `L${line} UNKNOWN_CARD: ${second}`];

/** What each list imports as; old-season names the current data lacks are in `unplaced`. */
const EXPECTED: Record<string, { formation: string | null; lores: (string | null)[]; terrain: string | null; unplaced: string[] }> = {
  '002-bonesplitterz.txt': { formation: 'Kop Rukk', lores: ['Lore of the Savage Beast', null, 'Forbidden Power'], terrain: null, unplaced: [] },
  '004-blades-of-khorne.txt': {
    formation: null,
    lores: [null, null, null],
    terrain: null,
    unplaced: CARDS_OF_2025(7, 'Intercept and Recover', 'Restless Energy'),
  },
  '005-blades-of-khorne.txt': {
    formation: 'Murderhost',
    lores: [null, null, 'Forbidden Power'],
    terrain: 'Skull Altar',
    unplaced: CARDS_OF_2025(9, 'Wrathful Cycles', 'Master the Paths'),
  },
  '010-daughters-of-khaine.txt': {
    formation: null,
    lores: ['Lore of Shadows', null, 'Manifestations of Khaine'],
    terrain: null,
    unplaced: [
      'L2 UNKNOWN_FORMATION: Arena Veterans',
      'L3 UNRECOGNISED: [Wrathful Cycles]',
      'L4 UNRECOGNISED: [Restless Energy]',
      'L6 UNRECOGNISED: [Bloodshadow Rites (20pts)]',
      'L9 UNKNOWN_UNIT: Bloodwrack Shrine [SoG] (250)',
      'L10 OWNER_UNPLACED: [General]',
      'L11 OWNER_UNPLACED: [Khainite Pendant]',
      'L16 UNKNOWN_OPTION: [Zealous Orator]',
      'L19 UNKNOWN_UNIT: Krethusa the Croneseer [SoG] (260)',
    ],
  },
  '021-helsmiths-of-hashut.txt': {
    formation: null,
    lores: ["Spell Lore: Taar's Grand Forgehost", "Prayer Lore: Taar's Grand Forgehost", 'Primal Energy'],
    terrain: null,
    unplaced: [
      ...CARDS_OF_2025(11, 'Restless Energy', 'Master The Paths'),
      'L20 UNKNOWN_UNIT: Scourge of Ghyran War Despot (140)',
      'L21 OWNER_UNPLACED: • Ruthless Oversser',
    ],
  },
  '031-kharadron-overlords.txt': {
    formation: 'Endrineers Guild Expeditionary Force',
    lores: [null, null, 'Forbidden Power'],
    terrain: 'Zontari Endrin Dock',
    unplaced: [
      ...CARDS_OF_2025(9, 'Restless Energy', 'Intercept and Recover'),
      'L18 UNKNOWN_UNIT: Scourge of Ghyran Grundstok Gunhauler (170)',
      'L19 OWNER_UNPLACED: • Grandiose Fuselage',
      'L22 UNKNOWN_UNIT: Scourge of Ghyran Codewright (100)',
      'L23 OWNER_UNPLACED: • Spell in a Bottle',
    ],
  },
  '054-slaves-to-darkness.txt': {
    formation: null,
    lores: ['Spell Lore: Legion of the First Prince', null, 'Primal Energy'],
    terrain: 'Nexus Chaotica',
    unplaced: [],
  },
  '065-lumineth-realm-lords.txt': {
    formation: 'Scinari Council',
    lores: ['Lore of Hysh', null, 'Manifestations of Hysh'],
    terrain: 'Shrine Luminor',
    unplaced: [...CARDS_OF_2025(8, 'Restless Energy', 'Intercept and Recover'), 'L15 UNKNOWN_UNIT: The Light of Eltharion (Scourge of Ghyran) (250)'],
  },
};

function importShared(entry: SharedListEntry): ParsedListText {
  const result = parseListText(readSharedList(entry.file), loadRealGameData());
  if (!result.ok) throw new Error(`${entry.file}: ${result.errors[0]!.message}`);
  return result.value;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => nameKey(a ?? '') === nameKey(b ?? '');

describe('the shared corpus of real list exports', () => {
  const entries = sharedListIndex();

  it('has an expectation for every list in the corpus', () => {
    expect(entries.map((entry) => entry.file).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each(entries.map((entry) => [entry.file, entry] as const))('%s', (file, entry) => {
    const expected = EXPECTED[file]!;

    it('finds the army, the cap and the stated points', () => {
      const { list, statedPoints } = importShared(entry);
      expect(list.faction).toBe(entry.armyOfRenown ? `${entry.army} - ${entry.armyOfRenown}` : entry.army);
      expect(list.pointsCap).toBe(entry.pointsCap ?? 2000);
      expect(statedPoints).toBe(entry.statedPoints);
    });

    it('accounts for every unit line: placed, or reported as missing from the current data', () => {
      const parsed = importShared(entry);
      const missing = parsed.unplaced.filter((line) => line.code === 'UNKNOWN_UNIT');
      expect(placedUnitCount(parsed) + missing.length).toBe(entry.unitCount);
      expect(parsed.list.regiments).toHaveLength(entry.regiments);
      expect(parsed.list.auxiliaryUnits).toHaveLength(entry.auxiliaryUnitCount);
    });

    it('reads the formation, lores and faction terrain', () => {
      const parsed = importShared(entry);
      const summary = summariseImport(parsed);
      expect(summary.formation).toBe(expected.formation);
      expect(summary.lores).toEqual(expected.lores);
      expect(summary.terrain).toBe(expected.terrain);
      if (entry.battleFormation) {
        const written = splitCost(entry.battleFormation).name;
        const reported = parsed.unplaced.some((line) => line.code === 'UNKNOWN_FORMATION' && sameName(splitCost(line.text).name, written));
        expect(sameName(parsed.list.formation, written) || reported).toBe(true);
      }
      for (const terrain of entry.factionTerrain) expect(sameName(parsed.list.factionTerrain, splitCost(terrain).name)).toBe(true);
    });

    it('reads the regiment of renown with its members', () => {
      const parsed = importShared(entry);
      const renown = entry.regimentsOfRenown[0];
      expect(parsed.list.regimentOfRenown).toBe(renown?.name ?? null);
      if (!renown) return;
      const placed = parsed.list.regimentOfRenownUnits.map((unit) => unit.name);
      const reported = parsed.unplaced.filter((line) => line.code === 'UNKNOWN_RENOWN_MEMBER').map((line) => line.text);
      expect([...placed, ...reported].sort()).toEqual([...renown.members].sort());
    });

    it('reports exactly the lines it could not place', () => {
      expect(summariseImport(importShared(entry)).unplaced).toEqual(expected.unplaced);
    });
  });

  it('reports exactly these units as missing from the current data, and why', () => {
    const missing = entries.flatMap((entry) =>
      importShared(entry)
        .unplaced.filter((line) => line.code === 'UNKNOWN_UNIT' || line.code === 'UNKNOWN_RENOWN_MEMBER')
        .map((line) => `${entry.file}:${line.line} ${line.reason}`),
    );
    expect(missing).toEqual([
      '010-daughters-of-khaine.txt:9 Bloodwrack Shrine (Scourge of Ghyran) is not a unit of Daughters of Khaine in the current data.',
      '010-daughters-of-khaine.txt:19 Krethusa the Croneseer (Scourge of Ghyran) is not a unit of Daughters of Khaine in the current data.',
      "021-helsmiths-of-hashut.txt:20 War Despot (Scourge of Ghyran) is not a unit of Helsmiths of Hashut - Taar's Grand Forgehost in the current data.",
      '031-kharadron-overlords.txt:18 Grundstok Gunhauler (Scourge of Ghyran) is not a unit of Kharadron Overlords in the current data.',
      '031-kharadron-overlords.txt:22 Codewright (Scourge of Ghyran) is not a unit of Kharadron Overlords in the current data.',
      '065-lumineth-realm-lords.txt:15 The Light of Eltharion (Scourge of Ghyran) is not a unit of Lumineth Realm-lords in the current data.',
    ]);
  });

  it('matches loadouts the current data folds into one unit, and says so', () => {
    const parsed = importShared(entries.find((entry) => entry.file === '010-daughters-of-khaine.txt')!);
    expect(parsed.approximate.map(({ line, text, matched }) => `L${line} ${text} -> ${matched}`)).toEqual([
      'L17 Sisters of Slaughter with Bladed Bucklers -> Sisters of Slaughter',
      'L18 Sisters of Slaughter with Bladed Bucklers -> Sisters of Slaughter',
      'L20 Witch Aelves with Paired Sciansá -> Witch Aelves',
      'L21 Sisters of Slaughter with Sacrificial Knives -> Sisters of Slaughter',
    ]);
  });
});
