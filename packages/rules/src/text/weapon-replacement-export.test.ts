import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import { newListRecord } from '../operations/new-list-record.js';
import { formatList } from './format-list.js';
import { parseListText } from './parse-list.js';

// An official-app export of reinforced Ironjawz Brutes with both Gore-choppas the unit may take.
const BRUTES = `Brutes 500/2000 pts

Ironjawz
General's Handbook 2026-27
Drops: 1

General's Regiment
Megaboss (140)
• General
Brutes (360)
• Reinforced
• 2 Gore-choppa

Created with Warhammer Age of Sigmar: The App
`;

describe('a weapon replacement in an exported list', () => {
  it('places the Gore-choppas on the Brutes and writes them back', () => {
    const parsed = parseListText(BRUTES, loadRealGameData());
    if (!parsed.ok) throw new Error('the list did not import');
    expect(parsed.value.unplaced).toEqual([]);
    const brutes = parsed.value.list.regiments[0]!.units[0]!;
    expect(brutes.weapons).toEqual({ Brute: [{ name: 'Gore-choppa', count: 2 }] });
    const text = formatList(newListRecord(parsed.value.list, { id: 'brutes', now: 0 }), loadRealGameData(), {
      appVersion: '0.9.0',
      exportDate: new Date(0),
      validation: 'warning',
    });
    if (!text.ok) throw new Error('the list did not export');
    expect(text.value).toMatch(/Brutes \(\d+\)\n• Reinforced\n• 2x Gore-choppa\n/);
  });
});
