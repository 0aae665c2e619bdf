import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { opponentList } from '../../test/game-support.js';
import { OWN_LISTS_DIR } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { formatList } from '../text/format-list.js';
import { encodeShareLink } from '../text/share-link.js';
import { readOpponentList } from './read-opponent-list.js';

const data = () => loadRealGameData();
const context = { id: 'their-list', now: Date.UTC(2026, 0, 10) };

function exportText(): string {
  const text = formatList(opponentList(), data(), { appVersion: '1.0.0', exportDate: new Date(context.now) });
  if (!text.ok) throw new Error(JSON.stringify(text.errors));
  return text.value;
}

describe('readOpponentList', () => {
  it('imports a pasted list text as one of ours, with the id it is given', () => {
    const read = readOpponentList(readFileSync(join(OWN_LISTS_DIR, '101-skaven-app-a.txt'), 'utf8'), data(), context);
    expect(read.problem).toBeNull();
    expect(read.list?.kind).toBe('list');
    if (read.list?.kind !== 'list') return;
    expect(read.list.list).toMatchObject({ id: 'their-list', faction: 'Skaven', _createdAt: context.now });
    expect(read.list.list.regiments.length).toBeGreaterThan(0);
  });

  it('opens an import link, with or without the site in front, and a query after it', () => {
    const segment = encodeShareLink(exportText());
    for (const link of [`https://scrolldex.example/import/${segment}`, `  /import/${segment}?ref=discord  `]) {
      const read = readOpponentList(link, data(), context);
      expect(read.list?.kind === 'list' && read.list.list.faction).toBe('Skaven');
      expect(read.list?.kind === 'list' && read.list.list.regiments.map((regiment) => regiment.leader?.name)).toEqual(['Grey Seer', 'Plague Priest']);
    }
  });

  it('keeps what does not read as text, saying why, and reads an empty paste as no list', () => {
    const prose = readOpponentList('Lots of rats, I think. Maybe a bell?', data(), context);
    expect(prose).toEqual({
      list: { kind: 'text', text: 'Lots of rats, I think. Maybe a bell?' },
      problem: expect.objectContaining({ code: 'NO_ARMY_FOUND' }),
    });
    const damaged = readOpponentList('https://scrolldex.example/import/%%%', data(), context);
    expect(damaged.list).toEqual({ kind: 'text', text: 'https://scrolldex.example/import/%%%' });
    expect(damaged.problem?.code).toBe('SHARE_LINK_INVALID_BASE64');
    expect(readOpponentList('  \n ', data(), context)).toEqual({ list: null, problem: null });
  });
});
