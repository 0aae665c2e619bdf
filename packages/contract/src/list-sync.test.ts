import { describe, expect, it } from 'vitest';

import { ListStatesSchema, ListSyncAnswerSchema, ListSyncBodySchema } from './list-sync.js';
import { MessageAnswerSchema } from './message.js';

const folder = { id: 'f1', name: 'Tournament', color: 'red', listIds: ['l1'], createdAt: 1, updatedAt: 2, deleted: false, deletedAt: null };
const root = { id: 'root', name: 'root', color: 'gray', listIds: ['folder:f1'], createdAt: 0, updatedAt: 3, deleted: false, deletedAt: null };

describe('list sync bodies', () => {
  it('fills a sync body with empty arrays', () => {
    expect(ListSyncBodySchema.parse({})).toEqual({ lists: [], outdatedLists: [], folders: [] });
    expect(ListSyncBodySchema.parse({ outdatedLists: ['l1'], folders: [folder, root] }).folders).toHaveLength(2);
  });

  it('accepts the states and a sync answer, the root pseudo folder included', () => {
    const states = { listStates: [{ id: 'l1', updatedAt: 5, deleted: false }], folderStates: [{ id: 'root', updatedAt: 3, deleted: false }] };
    expect(ListStatesSchema.parse(states)).toEqual(states);
    const answer = { lists: [], ...states, folders: [folder, root] };
    // An answer without conflicts (an older server) reads as one with none.
    expect(ListSyncAnswerSchema.parse(answer)).toEqual({ ...answer, conflicts: { lists: [], folders: [] } });
    const conflicted = { ...answer, conflicts: { lists: ['l1'], folders: [] } };
    expect(ListSyncAnswerSchema.parse(conflicted)).toEqual(conflicted);
  });

  it('reads a list the server kept from an older app, its issues saved as sentences, with its issues as codes and params', () => {
    const stored = {
      id: 'l1',
      name: 'Old',
      faction: 'Skaven',
      createdAt: '2026-11-01T00:00:00.000Z',
      modifiedAt: '2026-11-01T00:00:00.000Z',
      _createdAt: 1,
      _updatedAt: 2,
      lastValidation: 'error',
      errors: ['Clawlord cannot be reinforced.'],
      warnings: ['Warning: No heroic trait selected although a unit could take one.'],
    };
    const [list] = ListSyncAnswerSchema.parse({ lists: [stored], listStates: [], folders: [], folderStates: [] }).lists;
    expect(list).toMatchObject({ errors: [{ code: 'CANNOT_REINFORCE', params: { unit: 'Clawlord' } }], warnings: [{ code: 'NO_HEROIC_TRAIT', params: {} }] });
  });

  it('refuses a state without id, a folder of an unknown colour and an empty id to fetch', () => {
    expect(ListStatesSchema.safeParse({ listStates: [{ id: '', updatedAt: 1, deleted: false }], folderStates: [] }).success).toBe(false);
    expect(ListSyncAnswerSchema.safeParse({ lists: [], listStates: [], folders: [{ ...folder, color: 'pink' }], folderStates: [] }).success).toBe(false);
    expect(ListSyncBodySchema.safeParse({ outdatedLists: [''] }).success).toBe(false);
    // Limits: a 65-character id, a lone surrogate, a 101-character folder name.
    expect(ListSyncBodySchema.safeParse({ outdatedLists: ['x'.repeat(65)] }).success).toBe(false);
    expect(ListSyncBodySchema.safeParse({ outdatedLists: ['a\uD800'] }).success).toBe(false);
    expect(ListSyncBodySchema.safeParse({ outdatedLists: ['a\uD83D\uDE00'] }).success).toBe(true);
    expect(ListSyncBodySchema.safeParse({ folders: [{ ...folder, name: 'n'.repeat(101) }] }).success).toBe(false);
  });

  it('reads the message answers', () => {
    expect(MessageAnswerSchema.parse({ message: 'Account deleted.' })).toEqual({ message: 'Account deleted.' });
    expect(MessageAnswerSchema.safeParse({}).success).toBe(false);
  });
});
