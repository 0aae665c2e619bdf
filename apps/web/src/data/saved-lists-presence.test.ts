import { afterEach, describe, expect, it } from 'vitest';

import { hasSavedLists } from './saved-lists-presence';

afterEach(() => localStorage.clear());

describe('hasSavedLists', () => {
  it('is false on a fresh device, whatever else is stored', () => {
    localStorage.setItem('favourites', '{}');
    localStorage.setItem('listMigrationVersion', '8');
    expect(hasSavedLists()).toBe(false);
  });

  it('sees the list store and the per-list keys from before migration 2', () => {
    localStorage.setItem('lists', '{}');
    expect(hasSavedLists()).toBe(true);
    localStorage.clear();
    localStorage.setItem('list:abc', '{"name":"Old"}');
    expect(hasSavedLists()).toBe(true);
  });
});
