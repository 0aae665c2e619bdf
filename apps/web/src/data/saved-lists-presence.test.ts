import { afterEach, describe, expect, it } from 'vitest';

import { hasSavedLists, markSavedListsHeld, SAVED_LISTS_HELD_KEY } from './saved-lists-presence';

afterEach(() => localStorage.clear());

describe('hasSavedLists', () => {
  it('is false on a fresh device, whatever else is stored', () => {
    localStorage.setItem('favourites', '{}');
    localStorage.setItem('listMigrationVersion', '8');
    expect(hasSavedLists()).toBe(false);
  });

  it('sees the flag the IndexedDB library sets when it first stores a list', () => {
    markSavedListsHeld();
    expect(localStorage.getItem(SAVED_LISTS_HELD_KEY)).toBe('true');
    expect(hasSavedLists()).toBe(true);
  });

  it('sees the list store and the per-list keys of earlier versions, not moved yet', () => {
    localStorage.setItem('lists', '{}');
    expect(hasSavedLists()).toBe(true);
    localStorage.clear();
    localStorage.setItem('list:abc', '{"name":"Old"}');
    expect(hasSavedLists()).toBe(true);
  });
});
