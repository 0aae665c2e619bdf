import { describe, expect, it } from 'vitest';

import { makeList, makeRegiment, makeUnit } from '../../test/builders.js';
import { readSharedList } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import type { ArmyList } from '../list/army-list.js';
import { decodeMarkers, MARKER_SYMBOLS } from './export-markers.js';
import { EXPORT_SIGNATURE, formatList, type FormatListOptions } from './format-list.js';
import { parseListText } from './parse-list.js';

const OPTIONS: FormatListOptions = { appVersion: '0.9.0', exportDate: new Date(Date.UTC(2026, 8, 5)), validation: 'warning' };
const MARKERS = new RegExp(`[${MARKER_SYMBOLS.join('')}]+`, 'g');

function exportOf(list: ArmyList, options: Partial<FormatListOptions> = {}): string {
  const result = formatList(list, loadRealGameData(), { ...OPTIONS, ...options });
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

/** A real tournament list (shared corpus 031) as the importer reads it against the current data. */
function realKharadronList(): ArmyList {
  const parsed = parseListText(readSharedList('031-kharadron-overlords.txt'), loadRealGameData());
  if (!parsed.ok) throw new Error('031 did not import');
  return makeList(parsed.value.list.faction, {
    ...parsed.value.list,
    name: 'Side by Side',
    battleTacticCard1: 'Siege of Ashes',
    battleTacticCard2: 'Smokescreen',
  });
}

describe('formatList', () => {
  it('writes a real list in the official app layout B, with the Scrolldex footer', () => {
    const text = exportOf(realKharadronList());
    expect(text.replace(MARKERS, '')).toMatchInlineSnapshot(`
      "Side by Side 1680/2000 pts

      Kharadron Overlords
      Endrineers Guild Expeditionary Force (20 Points)
      General's Handbook 2026-27
      Drops: 3
      Wounds: 101
      Manifestation Lore - Forbidden Power (20 Points)

      Battle Tactic Cards: Siege of Ashes, Smokescreen

      General's Regiment
      Arkanaut Admiral (130)
      • General
      • Shrewd Opportunist - (10) Points
      Arkanaut Company (160)
      • Reinforced
      • 1x Skypike
      • 2x Privateer Heavy Weapon
      Arkanaut Ironclad (450)

      Regiment 1
      Skywardens (260)
      • Reinforced
      Vongrim Harpoon Crew (240)
      • Reinforced
      Vongrim Harpoon Crew (240)
      • Reinforced

      Regiments of Renown
      Sigil Convocation (130)
      Scinari Calligrave
      Hyshian Twinstones
      Rune of Petrification
      Sanctum of Amyntok

      Faction Terrain
      Zontari Endrin Dock (20 Points)
      Auto-Endrin (0)

      Created with Scrolldex
      App: 0.9.0 | Data: 5c6977f"
    `);
  });

  it('hides version, data version, validity, mode and date in invisible markers on the signature line', () => {
    const text = exportOf(makeList('Seraphon', { validator: 'highlander' }));
    const signature = text.split('\n').find((line) => line.startsWith(EXPORT_SIGNATURE))!;
    const run = signature.slice(EXPORT_SIGNATURE.length);
    expect(run.length).toBeGreaterThan(16);
    expect([...run].every((char) => (MARKER_SYMBOLS as readonly string[]).includes(char))).toBe(true);
    expect(decodeMarkers(run)).toEqual({
      formatVersion: 1,
      appVersion: '0.9.0',
      dataVersion: '5c6977f',
      validation: 'warning',
      mode: 'highlander',
      exportDate: '05092026',
    });
  });

  it('validates the list for the markers when no state is given', () => {
    const text = exportOf(makeList('Seraphon'), { validation: undefined });
    const parsed = parseListText(text, loadRealGameData());
    expect(parsed.ok && parsed.value.metadata?.validation).toBe('error');
  });

  it('wraps the text in a code fence for Discord', () => {
    const text = exportOf(makeList('Seraphon', { name: 'Lizards' }), { discord: true });
    expect(text.startsWith('```\nLizards 0/2000 pts\n')).toBe(true);
    expect(text.endsWith('\n```')).toBe(true);
  });

  it('writes the title without a name when the list has none', () => {
    expect(exportOf(makeList('Seraphon', { name: '  ' })).split('\n')[0]).toBe('0/2000 pts');
  });

  it('writes an army of renown as the app does, and the handbook of the data set', () => {
    const lines = exportOf(makeList("Gloomspite Gitz - Da King's Gitz", { spellLore: "Spell Lore: Da King's Gitz" })).split('\n');
    expect(lines.slice(2, 6)).toEqual(["Gloomspite Gitz | Da King's Gitz", 'Army of Renown', "General's Handbook 2026-27", 'Drops: 0']);
    expect(lines).toContain("Spell Lore - Spell Lore: Da King's Gitz");
  });

  it('titles the regiment holding the general and numbers the others', () => {
    const list = makeList('Seraphon', {
      regiments: [makeRegiment('Skink Starpriest', ['Skinks']), makeRegiment(makeUnit('Slann Starmaster', { general: true })), makeRegiment('Saurus Oldblood')],
    });
    const headings = exportOf(list)
      .split('\n')
      .filter((line) => /Regiment/.test(line));
    expect(headings).toEqual(['Regiment 1', "General's Regiment", 'Regiment 2']);
  });

  it('prints costed enhancements with their cost and weapon options with counts', () => {
    const list = makeList('Skaven', {
      regiments: [
        makeRegiment(makeUnit('Master Moulder', { general: true, heroicTrait: 'Master of the Swarm' }), [
          makeUnit('Rat Ogors', {
            reinforced: true,
            enhancementChoices: { 'Moulder Mutations': 'Transplanted Brains' },
            weapons: { 'Rat Ogor': [{ name: 'Warpfire Gun', count: 2 }] },
          }),
        ]),
      ],
    });
    const lines = exportOf(list).split('\n');
    const start = lines.indexOf("General's Regiment");
    expect(lines.slice(start, start + 8)).toEqual([
      "General's Regiment",
      'Master Moulder (80)',
      '• General',
      '• Master of the Swarm - (20) Points',
      'Rat Ogors (280)',
      '• Reinforced',
      '• Transplanted Brains - (10) Points',
      '• 2x Warpfire Gun',
    ]);
  });

  it("adds the Zontari Endrin Dock's Auto-Endrin at 0 points", () => {
    const text = exportOf(makeList('Kharadron Overlords', { factionTerrain: 'Zontari Endrin Dock' }));
    expect(text).toContain('Faction Terrain\nZontari Endrin Dock (20 Points)\nAuto-Endrin (0)\n');
  });

  it("fails with 'Army not found for faction' when the data has no such army", () => {
    expect(formatList(makeList('Nobody'), loadRealGameData(), OPTIONS)).toEqual({
      ok: false,
      errors: [{ code: 'ARMY_NOT_FOUND', message: 'Army not found for faction' }],
    });
  });
});
