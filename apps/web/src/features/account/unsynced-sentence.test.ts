import { describe, expect, it } from 'vitest';

import { unsyncedSentence } from './unsynced-sentence';

const NONE = { lists: 0, folders: 0, order: false, favourites: 0, unitSettings: 0, games: 0, rosters: 0 };

describe('unsyncedSentence', () => {
  it('counts per record, with the verb that fits', () => {
    expect(unsyncedSentence({ ...NONE, lists: 2 })).toBe('2 lists have changes that are not synced yet.');
    expect(unsyncedSentence({ ...NONE, lists: 1 })).toBe('1 list has changes that are not synced yet.');
    expect(unsyncedSentence({ ...NONE, order: true })).toBe('The order of your lists has changes that are not synced yet.');
    expect(unsyncedSentence({ ...NONE, favourites: 12 })).toBe('12 favourites have changes that are not synced yet.');
    expect(unsyncedSentence({ ...NONE, games: 1 })).toBe('1 game has changes that are not synced yet.');
    expect(unsyncedSentence({ ...NONE, rosters: 1 })).toBe('1 roster has changes that are not synced yet.');
  });

  it('names every kind of change, in one sentence', () => {
    expect(unsyncedSentence({ lists: 1, folders: 1, order: true, favourites: 3, unitSettings: 1, games: 2, rosters: 2 })).toBe(
      '1 list, 1 folder, the order of your lists, 3 favourites, 1 unit setting, 2 games and 2 rosters have changes that are not synced yet.',
    );
  });
});
