// A player's note at the end of a line must not hide the
// selection. A real 2026-27 list (test/fixtures/real-lists) with notes added
// the way players write them: stripped where the rest matches, and said.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { summariseImport } from '../../test/import-summary.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { importOverview } from './import-overview.js';
import { splitNote } from './line-parts.js';
import { parseListText } from './parse-list.js';

const REAL_LIST = readFileSync(resolve(import.meta.dirname, '../../test/fixtures/real-lists/kb-001-vienna-2026-app-a.txt'), 'utf8');

function imported(text: string) {
  const result = parseListText(text, loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

describe('notes inside lines', () => {
  const noted = REAL_LIST.replace('| Kruleboyz Klaw', '| Kruleboyz Klaw (3 units get Strike-first)')
    .replace('• Slippery Skumbag', '• Slippery Skumbag (for the Gnashtoof)')
    .replace('Gutrippaz (300)', 'Gutrippaz [old models] (300)');

  it('places the formation, the enhancement and the unit, and warns about each note by line', () => {
    const parsed = imported(noted);
    expect(summariseImport(parsed)).toEqual(summariseImport(imported(REAL_LIST)));
    expect(parsed.unplaced).toEqual([]);
    expect(parsed.notes.map((note) => note.message)).toEqual([
      'Line 3: ignored the note "(3 units get Strike-first)".',
      'Line 20: ignored the note "[old models]".',
      'Line 25: ignored the note "(for the Gnashtoof)".',
    ]);
    expect(importOverview(parsed.list, loadRealGameData()).validation).toBe('valid');
  });

  it('keeps a line whose rest does not match either, unplaced with its note', () => {
    const parsed = imported(REAL_LIST.replace('• Eye-biter Ash', '• Lucky Charm (my own rule)'));
    expect(parsed.unplaced.map((line) => `L${line.line} ${line.code}: ${line.text}`)).toEqual(['L26 UNKNOWN_OPTION: • Lucky Charm (my own rule)']);
    expect(parsed.notes).toEqual([]);
  });

  it('never takes a data name in brackets or a cost for a note', () => {
    const parsed = imported(['Flesh-eater Courts', 'Regiment 1', 'Abhorrant Archregent (140)', 'Crypt Flayers (2 models) (90)'].join('\n'));
    expect(parsed.list.regiments[0]!.units.map((unit) => unit.name)).toEqual(['Crypt Flayers (2 Models)']);
    expect(parsed.notes).toEqual([]);
    expect(splitNote('Forbidden Power (20 Points)')).toBeUndefined();
    expect(splitNote('(only a note)')).toBeUndefined();
    expect(splitNote('The Light of Eltharion (Scourge of Ghyran)')).toBeUndefined();
    expect(splitNote('Gutrippaz (the (green) ones)')).toEqual({ name: 'Gutrippaz', note: '(the (green) ones)' });
  });
});
