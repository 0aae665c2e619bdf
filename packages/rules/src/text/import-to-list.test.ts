import { describe, expect, it } from 'vitest';

import { readSharedList, sharedListIndex } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { listSchemas } from '../list/army-list.js';
import { importOverview } from './import-overview.js';
import { defaultImportName, importToList } from './import-to-list.js';
import { parseListText } from './parse-list.js';

const NOW = Date.UTC(2026, 6, 4, 9, 30);

function parsed(file: string) {
  const result = parseListText(readSharedList(file), loadRealGameData());
  if (!result.ok) throw new Error(`${file}: ${result.errors[0]!.message}`);
  return result.value;
}

describe('importToList on the real exports', () => {
  it('turns every shared list into a schema-valid new list holding exactly what was parsed', () => {
    for (const { file } of sharedListIndex()) {
      const { list: imported } = parsed(file);
      const result = importToList(imported, { id: `id-${file}`, now: NOW, name: defaultImportName(imported) });
      expect(result.ok, file).toBe(true);
      if (!result.ok) continue;
      const list = result.value;
      expect(listSchemas().ArmyListSchema.parse(list)).toEqual(list);
      const { name: _name, ...content } = imported;
      expect(list).toMatchObject({ ...content, id: `id-${file}` });
      expect(list).toMatchObject({
        createdAt: '2026-07-04T09:30:00.000Z',
        modifiedAt: '2026-07-04T09:30:00.000Z',
        _createdAt: NOW,
        _updatedAt: NOW,
        locked: false,
        folderId: null,
        deleted: false,
        exportEncoded: null,
        qrImportLink: null,
        lastValidation: 'unknown',
      });
    }
  });

  it('stores the confirmed name trimmed, locked and in a folder when asked (event lists)', () => {
    const { list: imported } = parsed('054-slaves-to-darkness.txt');
    const result = importToList(imported, { id: 'event-1', now: NOW, name: '  Round 1  ', locked: true, folderId: 'f1' });
    expect(result).toMatchObject({ ok: true, value: { name: 'Round 1', locked: true, folderId: 'f1' } });
  });

  it('refuses an empty name and one over 100 characters, naming the limit', () => {
    const { list: imported } = parsed('054-slaves-to-darkness.txt');
    expect(importToList(imported, { id: 'x', now: NOW, name: '   ' })).toMatchObject({ ok: false, errors: [{ code: 'LIST_NAME_REQUIRED' }] });
    expect(importToList(imported, { id: 'x', now: NOW, name: 'a'.repeat(101) })).toMatchObject({
      ok: false,
      errors: [{ code: 'LIST_NAME_TOO_LONG', message: 'List name must be at most 100 characters.' }],
    });
  });
});

describe('defaultImportName', () => {
  it("is the text's roster name, curly apostrophe and all", () => {
    expect(defaultImportName(parsed('054-slaves-to-darkness.txt').list)).toBe('Chaos and It’s Completely Different but Also Still Chaos');
  });

  it("is the army's name when the text names no roster (Listbot)", () => {
    expect(defaultImportName(parsed('010-daughters-of-khaine.txt').list)).toBe('Daughters of Khaine');
  });

  it('is cut to 100 characters, counting an emoji as one', () => {
    const name = defaultImportName({ name: `${'🐀'.repeat(60)} ${'x'.repeat(60)}`, faction: 'Skaven' });
    expect(Array.from(name)).toHaveLength(100);
    expect(name.startsWith('🐀'.repeat(60))).toBe(true);
  });
});

describe('importOverview', () => {
  it('gives army, points on the current data, units placed and the verdict (054 on main: only the missing tactic cards)', () => {
    const overview = importOverview(parsed('054-slaves-to-darkness.txt').list, loadRealGameData());
    expect(overview).toEqual({
      faction: 'Slaves to Darkness - Legion of the First Prince',
      points: 1860,
      pointsCap: 2000,
      unitCount: 9,
      validation: 'error',
      errors: ['Must select two battle tactic cards.'],
      warnings: [],
      failedRules: [],
    });
  });

  it('counts regiment-of-renown members as units (002: six units, two renown members)', () => {
    expect(importOverview(parsed('002-bonesplitterz.txt').list, loadRealGameData()).unitCount).toBe(8);
  });
});
