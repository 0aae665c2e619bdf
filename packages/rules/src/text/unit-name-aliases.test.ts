import { describe, expect, it } from 'vitest';

import { summariseImport } from '../../test/import-summary.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { nameKey } from '../shared/name-key.js';
import { parseListText } from './parse-list.js';
import { aliasedUnitName, UNIT_NAME_ALIASES } from './unit-name-aliases.js';

function imported(lines: readonly string[]) {
  const result = parseListText(lines.join('\n'), loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

describe('the unit name alias table', () => {
  it('points every entry at a unit the current data has, in an army that does not also carry the printed name', () => {
    const armies = Object.values(loadRealGameData().armies);
    for (const alias of UNIT_NAME_ALIASES) {
      const holders = armies.filter((army) => army.units.some((unit) => unit.name === alias.data));
      expect(holders.length, alias.data).toBeGreaterThan(0);
      for (const army of holders)
        expect(
          army.units.map((unit) => nameKey(unit.name)),
          army.name,
        ).not.toContain(nameKey(alias.printed));
    }
  });

  it('reads through case, punctuation and a seasonal mark, and knows nothing else', () => {
    expect(aliasedUnitName('KURNOTH HUNTERS WITH GREATBOWS')).toBe('Kurnoth Hunters with Kurnoth Greatbows');
    expect(aliasedUnitName('Kurnoth Hunters with Greatswords (Scourge of Aqshy)')).toBe('Kurnoth Hunters with Kurnoth Greatswords (Scourge of Aqshy)');
    expect(aliasedUnitName('Kurnoth Hunters')).toBeUndefined();
    expect(aliasedUnitName('Gluttons')).toBeUndefined();
  });

  it("places the official titles of Sylvaneth's Kurnoth Hunters, seasonal variant included, and says each was read with a change", () => {
    const parsed = imported([
      'Sylvaneth',
      "General's Regiment",
      'Arch-Revenant (100)',
      'Kurnoth Hunters with Greatbows (220)',
      'Scourge of Aqshy: Kurnoth Hunters with Greatswords (220)',
      'Regiment 1',
      'Branchwych (100)',
      'Kurnoth Hunters with Greatscythes (220)',
    ]);
    expect(summariseImport(parsed).regiments).toEqual([
      ['Arch-Revenant [general]', 'Kurnoth Hunters with Kurnoth Greatbows', 'Kurnoth Hunters with Kurnoth Greatswords (Scourge of Aqshy)'],
      ['Branchwych', 'Kurnoth Hunters with Kurnoth Scythes'],
    ]);
    expect(parsed.unplaced).toEqual([]);
    expect(parsed.approximate.map((line) => [line.text, line.matched])).toEqual([
      ['Kurnoth Hunters with Greatbows', 'Kurnoth Hunters with Kurnoth Greatbows'],
      ['Scourge of Aqshy: Kurnoth Hunters with Greatswords', 'Kurnoth Hunters with Kurnoth Greatswords (Scourge of Aqshy)'],
      ['Kurnoth Hunters with Greatscythes', 'Kurnoth Hunters with Kurnoth Scythes'],
    ]);
  });

  it("places the 'Ogor Gluttons' of lists made before the July 2026 battletome as today's 'Gluttons'", () => {
    const parsed = imported(['Ogor Mawtribes', "General's Regiment", 'Tyrant (170)', 'Ogor Gluttons (140)', '• Reinforced']);
    expect(summariseImport(parsed).regiments).toEqual([['Tyrant [general]', 'Gluttons [reinforced]']]);
    expect(parsed.unplaced).toEqual([]);
  });
});
