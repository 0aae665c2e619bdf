// Names the official app prints differently from the
// data. Real lists from public tournament coverage (test/fixtures/real-lists,
// sources in its README), checked against the current data.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { summariseImport } from '../../test/import-summary.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import type { ParsedListText } from './import-types.js';
import { importOverview } from './import-overview.js';
import { parseListText } from './parse-list.js';
import { matchUnit } from './resolve-unit.js';

const REAL_LISTS = resolve(import.meta.dirname, '../../test/fixtures/real-lists');

function imported(text: string): ParsedListText {
  const result = parseListText(text, loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

const realList = (file: string) => imported(readFileSync(resolve(REAL_LISTS, file), 'utf8'));

describe('an army name before or missing from a unit name', () => {
  it("places the 2025 app's 'Monsta-killaz' as the data's 'Kruleboyz Monsta-killaz', and says so", () => {
    const parsed = realList('kb-003-aetherforce-2025-app-a.txt');
    expect(summariseImport(parsed).regiments).toEqual([
      [
        'Gobsprakk, the Mouth of Mork [general]',
        'Gutrippaz [reinforced]',
        'Gutrippaz [reinforced]',
        'Man-skewer Boltboyz [reinforced]',
        'Man-skewer Boltboyz [reinforced]',
      ],
      [
        "Killaboss on Corpse-rippa Vulcha [Slippery Skumbag, Mork's Eye Pebble]",
        'Kruleboyz Monsta-killaz',
        'Kruleboyz Monsta-killaz',
        'Murknob with Belcha-banna',
      ],
    ]);
    expect(parsed.unplaced).toEqual([]);
    expect(parsed.approximate).toEqual([
      { line: 24, text: 'Monsta-killaz', matched: 'Kruleboyz Monsta-killaz' },
      { line: 25, text: 'Monsta-killaz', matched: 'Kruleboyz Monsta-killaz' },
    ]);
    // A 2024-25 list without battle tactic cards (they came in 2025-26): that is its only error on today's data.
    expect(importOverview(parsed.list, loadRealGameData()).errors).toEqual(['Must select two battle tactic cards.']);
  });

  it('imports the 2026-27 app list that prints the full name as a valid list on the current data', () => {
    const parsed = realList('kb-001-vienna-2026-app-a.txt');
    expect(summariseImport(parsed).regiments[0]).toEqual([
      'Gobsprakk, the Mouth of Mork [general]',
      'Beast-skewer Killbow',
      'Beast-skewer Killbow',
      'Kruleboyz Monsta-killaz',
      'Murknob with Belcha-banna',
    ]);
    expect([parsed.unplaced, parsed.approximate]).toEqual([[], []]);
    expect(importOverview(parsed.list, loadRealGameData())).toMatchObject({ validation: 'valid', points: 2000, errors: [] });
  });

  it("adds the army name the data carries to Beasts of Chaos' 'Chaos Spawn'", () => {
    const parsed = imported(['Beasts of Chaos', 'Regiment 1', 'Beastlord (140)', 'Chaos Spawn (90)'].join('\n'));
    expect(parsed.list.regiments[0]!.units.map((unit) => unit.name)).toEqual(['Beasts of Chaos Chaos Spawn']);
    expect(parsed.unplaced).toEqual([]);
  });
});

describe("'X and Y' in another order", () => {
  it('places a unit whose name has its parts swapped (a real 2026-27 list, reworded)', () => {
    const text = readFileSync(resolve(REAL_LISTS, 'cos-003-classique-2026-app-b.txt'), 'utf8').replace(
      'Freeguild Marshal and Relic Envoy',
      'Relic Envoy and Freeguild Marshal',
    );
    const parsed = imported(text);
    expect(parsed.list.regiments[0]!.units.map((unit) => unit.name)).toContain('Freeguild Marshal and Relic Envoy');
    expect(parsed.unplaced).toEqual([]);
    expect(importOverview(parsed.list, loadRealGameData()).validation).toBe('valid');
  });

  it('reads a weapon option bullet in another word order', () => {
    const parsed = imported(
      [
        'Skaven',
        'Regiment 1',
        'Stormfiends (230)',
        '• 1x Clubbing Blows and Ratling Cannons',
        '• 1x Windlaunchers & Clubbing Blows',
        '• 1x Shock Gauntlets',
      ].join('\n'),
    );
    expect(parsed.unplaced).toEqual([]);
    expect(parsed.list.regiments[0]!.leader?.weapons).toEqual({
      Stormfiend: [
        { name: 'Ratling Cannons and Clubbing Blows', count: 1 },
        { name: 'Windlaunchers and Clubbing Blows', count: 1 },
        { name: 'Shock Gauntlets', count: 1 },
      ],
    });
  });
});

describe('never guessing between two candidates', () => {
  const army = loadRealGameData().armies;
  const real = (armyName: string, name: string): Unit => army[armyName]!.units.find((unit) => unit.name === name)!;

  it('returns both units when a printed name fits two by the same rule', () => {
    // Two real units that both read as 'Chaos Spawn' once an army name is taken off.
    const spawn = real('Slaves to Darkness', 'Chaos Spawn');
    const beastSpawn = real('Beasts of Chaos', 'Beasts of Chaos Chaos Spawn');
    const units = new Map([
      [nameKey('Slaves to Darkness Chaos Spawn'), spawn],
      [nameKey(beastSpawn.name), beastSpawn],
    ]);
    expect(matchUnit('Chaos Spawn', { units, namePrefixes: [nameKey('Slaves to Darkness'), nameKey('Beasts of Chaos')] })).toEqual({
      ambiguous: [spawn, beastSpawn],
    });
  });
});
