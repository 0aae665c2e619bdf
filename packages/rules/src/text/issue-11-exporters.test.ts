// More exporters. Real lists (test/fixtures/real-lists,
// sources in its README) laid out as 0ctolith and the '[Artefact]: X'
// labelled style print them, New Recruit's command-model bullets, and the
// general a 'General's Regiment' heading implies.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { summariseImport } from '../../test/import-summary.js';
import { readSharedList } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ParsedListText } from './import-types.js';
import { importOverview } from './import-overview.js';
import { parseListText } from './parse-list.js';

const REAL_LISTS = resolve(import.meta.dirname, '../../test/fixtures/real-lists');

function imported(text: string): ParsedListText {
  const result = parseListText(text, loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

const realList = (file: string) => imported(readFileSync(resolve(REAL_LISTS, file), 'utf8'));
const unplaced = (parsed: ParsedListText) => parsed.unplaced.map((line) => `L${line.line} ${line.code}: ${line.text}`);

describe("0ctolith's text", () => {
  it("reads labelled header lines, '** REGIMENTS **', '--- Regiment #N ---' and '~' bullets into the same list as the app's export", () => {
    const octolith = realList('kb-001-vienna-2026-as-0ctolith.txt');
    const app = realList('kb-001-vienna-2026-app-a.txt');
    expect(octolith.format).toBe('0ctolith');
    const { name, ...placed } = summariseImport(octolith);
    const { name: _appName, ...appPlaced } = summariseImport(app);
    expect(placed).toEqual(appPlaced);
    expect(importOverview(octolith.list, loadRealGameData())).toMatchObject({ validation: 'valid', points: 2000 });
    // Its '<name> ===' title line names the list.
    expect(unplaced(octolith)).toEqual([]);
    expect(name).toBe('Cassel sneaks to Vienna');
  });

  it("takes the army of renown from an 'Army of Renown: <Faction> - <AoR>' line below the faction line", () => {
    const parsed = imported(
      [
        'Faction: Kruleboyz',
        'Army of Renown: Kruleboyz - Big Waaagh!',
        'Points: 1000 / 2000',
        '** REGIMENTS **',
        "--- General's Regiment ---",
        'Swampboss Skumdrekk (150 pts)',
        '~ General',
      ].join('\n'),
    );
    expect(parsed.list.faction).toBe('Kruleboyz - Big Waaagh!');
    expect(parsed.unplaced).toEqual([]);
  });
});

describe("the '[Heroic Trait]: X' labelled style", () => {
  it("reads labelled enhancements, 'N x Unit (P points)' lines, and the general the 'General's regiment' line implies", () => {
    const parsed = realList('kb-003-aetherforce-2025-as-labelled.txt');
    const app = realList('kb-003-aetherforce-2025-app-a.txt');
    expect(summariseImport(parsed).regiments).toEqual(summariseImport(app).regiments);
    expect(parsed.list.regiments[0]!.leader).toMatchObject({ name: 'Gobsprakk, the Mouth of Mork', general: true });
    // Its closing total line is read as the stated points.
    expect(unplaced(parsed)).toEqual([]);
    expect(parsed.statedPoints).toBe(2000);
  });

  it('marks no implied general when a bullet names one elsewhere', () => {
    const parsed = imported(
      ['Kruleboyz', "General's Regiment", 'Swampboss Skumdrekk (150)', 'Regiment 1', 'Killaboss on Great Gnashtoof (130)', '• General'].join('\n'),
    );
    expect(parsed.list.regiments.map((regiment) => regiment.leader?.general)).toEqual([false, true]);
  });
});

describe("New Recruit's command-model bullets", () => {
  it('reads them in a real New Recruit list: each is one the unit has, within its allowance', () => {
    const text = readSharedList('065-lumineth-realm-lords.txt');
    expect(text).toContain('• 1x Standard Bearer');
    expect(unplaced(imported(text)).filter((line) => line.includes('x Champion') || line.includes('Standard Bearer'))).toEqual([]);
  });

  it('reports a command model the unit lacks, or more than its size allows', () => {
    const text = readSharedList('065-lumineth-realm-lords.txt')
      .replace('• 1x Champion\nHurakan', '• 1x Musician\nHurakan')
      .replace('• 1x Standard Bearer', '• 3x Standard Bearer');
    const parsed = imported(text);
    expect(parsed.unplaced.filter((line) => line.code === 'UNKNOWN_OPTION').map((line) => `L${line.line} ${line.reason}`)).toEqual([
      'L17 Vanari Auralan Sentinels has no Musician in the current data.',
      'L22 Vanari Dawnriders of 10 models has at most 2 Standard Bearer, not 3.',
    ]);
  });
});
