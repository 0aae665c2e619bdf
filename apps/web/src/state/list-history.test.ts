import 'fake-indexeddb/auto';

import { touchList, type ArmyList } from '@scrolldex/rules';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { database } from '../data/db';
import { listHistoryWritesSettled } from '../data/list-history-store';
import { accountOwner, DEVICE_OWNER, EMPTY_LIBRARY, saveLibrary, type LibraryOwner } from '../data/list-library-store';
import { buildStormcastList, LEGAL_EDITS } from '../test/legal-list';
import { clearListStorage } from '../test/list-storage';
import { loadListHistoryAtom, moveListHistoryAtom, recordListHistoryAtom } from './list-history';

type Store = ReturnType<typeof createStore>;

/** The builder's list after its first `edits` edits, stamped `edits`. */
function listAfter(edits: number): ArmyList {
  return buildStormcastList(LEGAL_EDITS.slice(0, edits), { _updatedAt: edits });
}

/** One visit of the builder to one list: the list as shown, and each edit, undo and redo as the builder makes them. */
function visit(store: Store, list: ArmyList, owner: LibraryOwner = DEVICE_OWNER) {
  let shown = list;
  const applied: ArmyList[] = [];
  const apply = (next: ArmyList) => {
    applied.push(next);
    shown = next;
  };
  const move = (move: 'undo' | 'redo') => store.set(moveListHistoryAtom, { owner, id: list.id, move, current: () => shown, apply });
  return {
    applied,
    shown: () => shown,
    /** Another tab or a sync changes the list. */
    replace: (next: ArmyList) => (shown = next),
    edit(next: ArmyList) {
      void store.set(recordListHistoryAtom, { owner, before: shown, after: next });
      shown = next;
    },
    undo: () => move('undo'),
    redo: () => move('redo'),
  };
}

/** The list saved for `owner`, two edits made in a visit, and their writes stored. */
async function twoEditsStored(owner: LibraryOwner = DEVICE_OWNER) {
  await saveLibrary(owner, EMPTY_LIBRARY, { ...EMPTY_LIBRARY, lists: [listAfter(0)] });
  const builder = visit(createStore(), listAfter(0), owner);
  builder.edit(listAfter(1));
  builder.edit(listAfter(2));
  expect(await builder.undo()).toBe(true);
  await listHistoryWritesSettled();
  return builder.shown();
}

beforeEach(() => clearListStorage());
afterEach(() => vi.restoreAllMocks());

describe('the undo history of a list over a reload', () => {
  it('undoes and redoes after a reload (a new store) the steps made before it', async () => {
    const shown = await twoEditsStored();
    expect(shown).toMatchObject({ regiments: listAfter(1).regiments, formation: 'Thunderhead Host' });

    const reloaded = visit(createStore(), shown);
    expect(await reloaded.redo()).toBe(true);
    expect(reloaded.shown().battleTacticCard1).toBe('Blazing Onslaught');
    expect(await reloaded.undo()).toBe(true);
    expect(await reloaded.undo()).toBe(true);
    expect(reloaded.shown()).toMatchObject({ formation: null, battleTacticCard1: null });
    expect(await reloaded.undo()).toBe(false);
    expect(reloaded.applied).toHaveLength(3);
  });

  it('waits for the stored history before its first undo, however early it is asked', async () => {
    const shown = await twoEditsStored();
    const store = createStore();
    void store.set(loadListHistoryAtom, { owner: DEVICE_OWNER, id: shown.id });
    const reloaded = visit(store, shown);
    const [redone, undone] = await Promise.all([reloaded.redo(), reloaded.undo()]);
    expect([redone, undone]).toEqual([true, true]);
    expect(reloaded.applied.map((list) => list.battleTacticCard1)).toEqual(['Blazing Onslaught', null]);
  });

  it('starts afresh once the list has changed since (another tab, a sync): nothing is undone over that change', async () => {
    const shown = await twoEditsStored();
    const elsewhere = { ...touchList(shown, 99), name: 'Renamed in another tab' };
    const reloaded = visit(createStore(), elsewhere);
    expect(await reloaded.undo()).toBe(false);
    expect(await reloaded.redo()).toBe(false);
    expect(reloaded.applied).toEqual([]);

    // In the same visit too: the history kept here is of the list before the change.
    const builder = visit(createStore(), listAfter(0));
    builder.edit(listAfter(1));
    builder.replace(elsewhere);
    expect(await builder.undo()).toBe(false);
    // An edit after the change starts a history of its own.
    builder.edit(touchList(elsewhere, 100));
    expect(await builder.undo()).toBe(true);
    expect(builder.shown().name).toBe('Renamed in another tab');
    expect(await builder.undo()).toBe(false);
  });

  it("keeps each owner's history to itself: another account's, or the logged-out device's, never shows", async () => {
    const shown = await twoEditsStored(accountOwner('u1'));
    for (const owner of [DEVICE_OWNER, accountOwner('u2')]) {
      const other = visit(createStore(), shown, owner);
      expect(await other.undo()).toBe(false);
      expect(await other.redo()).toBe(false);
    }
    expect(await visit(createStore(), shown, accountOwner('u1')).undo()).toBe(true);
  });

  it('never applies a stored history that cannot be read: the list stays as it is, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shown = listAfter(2);
    await database().listHistories.put({ owner: DEVICE_OWNER, id: shown.id, history: { listUpdatedAt: 2, past: [{ id: shown.id }], future: [] } });
    const reloaded = visit(createStore(), shown);
    expect(await reloaded.undo()).toBe(false);
    expect(reloaded.applied).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`undo history of list ${shown.id} could not be read`));
  });
});
