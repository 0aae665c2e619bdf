import { describe, expect, it } from 'vitest';

import { makeList } from '../../test/builders.js';
import { readSharedList } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { parseListText } from '../text/parse-list.js';
import { buildListSheet, type ListSheet } from './list-sheet.js';

/** A real tournament list (shared corpus), as the importer reads it on the current data. */
function realList(file: string, overrides: Partial<ArmyList> = {}): ArmyList {
  const parsed = parseListText(readSharedList(file), loadRealGameData());
  if (!parsed.ok) throw new Error(`${file} did not import`);
  return makeList(parsed.value.list.faction, { ...parsed.value.list, ...overrides });
}

function sheetOf(list: ArmyList): ListSheet {
  const sheet = buildListSheet(list, loadRealGameData());
  if (!sheet.ok) throw new Error(sheet.errors[0]!.message);
  return sheet.value;
}

describe('buildListSheet', () => {
  it('lays out a real 2,000-point tournament list: army, lores, regiments with their units, points and choices, terrain, drops', () => {
    const sheet = sheetOf(realList('054-slaves-to-darkness.txt', { name: 'Chaos', battleTacticCard1: 'Siege of Ashes' }));
    const { contents } = sheet;
    expect(contents).toMatchObject({
      name: 'Chaos',
      pointsCap: 2000,
      army: { name: 'Slaves to Darkness', renown: 'Legion of the First Prince' },
      drops: 3,
      battleTacticCards: ['Siege of Ashes'],
      lores: [
        { label: 'Spell Lore', name: 'Spell Lore: Legion of the First Prince' },
        { label: 'Manifestation Lore', name: 'Primal Energy' },
      ],
      terrain: { name: 'Nexus Chaotica', companions: [] },
      regimentOfRenown: null,
      auxiliaryUnits: [],
    });
    expect(contents.regiments.map((regiment) => regiment.title)).toEqual(["General's Regiment", 'Regiment 1', 'Regiment 2']);
    expect(contents.regiments[0]!.units.map((unit) => [unit.name, unit.points])).toEqual([
      ["Be'lakor, the Dark Master", 450],
      ['Legion of the First Prince Bloodletters', 340],
      ['Legion of the First Prince Bloodletters', 340],
      ['Legion of the First Prince Flamers of Tzeentch', 120],
    ]);
    expect(contents.regiments[0]!.units[0]!.details).toEqual([{ kind: 'general' }]);
    expect(contents.regiments[0]!.units[1]!.details).toEqual([{ kind: 'reinforced' }]);
    expect(contents.regiments[2]!.units[0]!.details).toEqual([
      { kind: 'enhancement', name: 'Dread Marshal', points: 0 },
      { kind: 'enhancement', name: 'Black Ritual Dagger', points: 0 },
    ]);
    // Every cost the sheet prints (units, enhancements, lores, formation, terrain) adds up to its total.
    const units = contents.regiments.flatMap((regiment) => regiment.units);
    const costs = [
      ...units.map((unit) => unit.points ?? 0),
      ...units.flatMap((unit) => unit.details.map((detail) => (detail.kind === 'enhancement' ? detail.points : 0))),
      ...contents.lores.map((lore) => lore.points),
      contents.formation?.points ?? 0,
      contents.terrain?.points ?? 0,
    ];
    expect(costs.reduce((sum, cost) => sum + cost, 0)).toBe(contents.points);
    expect(contents.points).toBeGreaterThan(1800);
    expect(sheet.unitCount).toBe(9);
    expect(sheet.handbook).toBe(loadRealGameData().handbook.name);
    expect(sheet.dataVersion).toMatch(/^[0-9a-f]{7}$/);
  });

  it('names the regiment of renown with its members (paid for by the regiment, so without points of their own) and the Auto-Endrin under the Endrin Dock', () => {
    const { contents, unitCount } = sheetOf(realList('031-kharadron-overlords.txt'));
    expect(contents.regimentOfRenown).toMatchObject({
      name: 'Sigil Convocation',
      points: 130,
      members: [
        { name: 'Scinari Calligrave', points: null },
        { name: 'Hyshian Twinstones', points: null },
        { name: 'Rune of Petrification', points: null },
        { name: 'Sanctum of Amyntok', points: null },
      ],
    });
    expect(contents.terrain).toEqual({ name: 'Zontari Endrin Dock', points: 20, companions: ['Auto-Endrin'] });
    expect(contents.formation).toEqual({ name: 'Endrineers Guild Expeditionary Force', points: 20 });
    expect(unitCount).toBe(10);
  });

  it('says so when the data has no army of the list', () => {
    const sheet = buildListSheet(makeList('No Such Army'), loadRealGameData());
    expect(sheet).toEqual({ ok: false, errors: [{ code: 'ARMY_NOT_FOUND', message: 'Army not found for faction' }] });
  });
});
