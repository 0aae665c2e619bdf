// Property: exporting a list and importing the text gives back the same list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { armyListArbitrary } from '../../test/list-arbitrary.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { formatList } from './format-list.js';
import type { ImportedList } from './import-types.js';
import { parseListText } from './parse-list.js';

const IMPORTED_FIELDS = [
  'name',
  'faction',
  'formation',
  'regiments',
  'factionTerrain',
  'spellLore',
  'prayerLore',
  'manifestationLore',
  'regimentOfRenown',
  'regimentOfRenownUnits',
  'auxiliaryUnits',
  'battleTacticCard1',
  'battleTacticCard2',
  'pointsCap',
  'validator',
] as const satisfies readonly (keyof ImportedList)[];

function importedFields(list: ArmyList | ImportedList): ImportedList {
  return Object.fromEntries(IMPORTED_FIELDS.map((field) => [field, list[field]])) as ImportedList;
}

describe('export then import', () => {
  const data = loadRealGameData();

  it('gives back the same list, with nothing unplaced', () => {
    fc.assert(
      fc.property(armyListArbitrary(data), fc.boolean(), (list, discord) => {
        const text = formatList(list, data, { appVersion: '1.2.3', exportDate: new Date(Date.UTC(2026, 6, 4)), discord, validation: 'valid' });
        expect(text.ok).toBe(true);
        if (!text.ok) return;
        const parsed = parseListText(text.value, data);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.value.unplaced).toEqual([]);
        expect(parsed.value.approximate).toEqual([]);
        expect(parsed.value.format).toBe('scrolldex');
        expect(parsed.value.metadata).toMatchObject({ appVersion: '1.2.3', validation: 'valid', mode: list.validator, exportDate: '04072026' });
        expect(importedFields(parsed.value.list)).toEqual(importedFields(list));
      }),
      { numRuns: Number(process.env.ROUND_TRIP_RUNS ?? 300) },
    );
  });
});
