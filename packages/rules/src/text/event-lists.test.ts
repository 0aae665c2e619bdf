import { describe, expect, it } from 'vitest';

import { readOwnList, readSharedList } from '../../test/list-texts.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { parseEventLists, seasonOfEventLists } from './event-lists.js';

describe('parseEventLists', () => {
  it('imports every list it can, named after its player, and warns about the rest', () => {
    const result = parseEventLists(
      [
        { armyListText: readSharedList('002-bonesplitterz.txt'), user: { firstName: 'Ada', lastName: 'Lovelace' } },
        { armyListText: 'I will bring my list on the day', user: { firstName: 'Bob', lastName: null } },
        { armyListText: null, user: null },
        { armyListText: readOwnList('105-seraphon-listbot.txt'), user: { firstName: ' Cy ', lastName: 'Young' } },
      ],
      loadRealGameData(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.lists.map(({ index, playerName, parsed }) => [index, playerName, parsed.list.name, parsed.list.faction])).toEqual([
      [0, 'Ada Lovelace', 'Ada Lovelace', 'Bonesplitterz'],
      [3, 'Cy Young', 'Cy Young', 'Seraphon'],
    ]);
    expect(result.value.warnings).toEqual([
      {
        index: 1,
        playerName: 'Bob',
        message: "Skipped the list of Bob: No valid army found in the list text: line 1, 'I will bring my list on the day', names no army in the game data.",
      },
      { index: 2, playerName: 'Player 3', message: 'Skipped the list of Player 3: No valid army found in the list text.' },
    ]);
  });

  it('fails when no list could be imported, or without game data', () => {
    expect(parseEventLists([{ armyListText: 'nothing' }], loadRealGameData())).toEqual({
      ok: false,
      errors: [{ code: 'NO_EVENT_LISTS', message: 'No list of the event could be imported.' }],
    });
    expect(parseEventLists([], null)).toMatchObject({ ok: false, errors: [{ code: 'GAME_DATA_NOT_LOADED' }] });
  });
});

describe('seasonOfEventLists', () => {
  const named = (season: string) => ({ armyListText: `Stormcast Eternals\nGeneral's Handbook ${season}\n` });

  it('names the season most of the lists name, reading real lists', () => {
    const current = readOwnList('101-skaven-app-a.txt');
    expect(seasonOfEventLists([{ armyListText: current }, named('2025-26'), { armyListText: readOwnList('102-soulblight-app-b.txt') }])).toBe('2026-27');
    expect(seasonOfEventLists([{ armyListText: current }, named('2025-26'), named('2025-26')])).toBe('2025-26');
  });

  it('gives a tie to the season named first, and skips lists that name none', () => {
    expect(seasonOfEventLists([{ armyListText: 'not a list' }, named('2025-26'), named('2026-27')])).toBe('2025-26');
    expect(seasonOfEventLists([{ armyListText: null }, {}, { armyListText: 'Skaven\nclanrats' }])).toBeNull();
    expect(seasonOfEventLists([])).toBeNull();
  });
});
