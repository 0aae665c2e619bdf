import 'fake-indexeddb/auto';

import { createList, splitGameDataByArmy, type ArmyList } from '@scrolldex/rules';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { cleanSavedLists } from '../data/list-data-cleanup';
import { DEVICE_OWNER, EMPTY_LIBRARY, readLibrary, unsyncedRecords } from '../data/list-library-store';
import { gameDataAtom, heldGameDataAtom } from '../state/game-data';
import { dataKey, libraryAtom } from '../state/lists';
import { clearListStorage } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { ListCleanupDialog } from './list-cleanup-dialog';
import { ListDataCleanup } from './list-data-cleanup';

beforeEach(clearListStorage);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function makeList(id: string, name: string, changes: Partial<ArmyList> = {}): ArmyList {
  const made = createList({ id, name, faction: 'Stormcast Eternals', now: 100 }, loadRealGameData());
  if (!made.ok) throw new Error(made.errors[0]?.message);
  return { ...made.value, ...changes };
}

const stale = () => makeList('l1', 'Old Hammers', { formation: 'A Formation Long Gone', battleTacticCard1: 'Retired Card' });

describe('cleanSavedLists', () => {
  it('removes what the data no longer has, stamps the list and says what went', () => {
    const data = loadRealGameData();
    const fine = makeList('l2', 'Fine');
    const { lists, reports } = cleanSavedLists([stale(), fine], () => data, 5000);
    expect(reports).toEqual([
      {
        listId: 'l1',
        listName: 'Old Hammers',
        removals: [
          "Removed battle formation 'A Formation Long Gone': not available to Stormcast Eternals.",
          "Removed battle tactic card 'Retired Card': no longer in the data.",
        ],
      },
    ]);
    expect(lists[0]).toMatchObject({ formation: null, battleTacticCard1: null, _updatedAt: 5000 });
    expect(lists[1]).toBe(fine);
  });

  it('leaves locked and deleted lists alone, and the array as it was when nothing changed', () => {
    const data = loadRealGameData();
    const kept = [
      { ...stale(), id: 'l3', locked: true },
      { ...stale(), id: 'l4', deleted: true, deletedAt: 1 },
    ];
    const result = cleanSavedLists(kept, () => data, 5000);
    expect(result.reports).toEqual([]);
    expect(result.lists).toBe(kept);
  });

  it('leaves a list pinned to a data release alone: its release, not the app data, is what it is checked with', () => {
    const pinned = [{ ...stale(), id: 'l5', dataRef: 'battlescroll-2026-03' }];
    const result = cleanSavedLists(pinned, () => loadRealGameData(), 5000);
    expect(result.reports).toEqual([]);
    expect(result.lists).toBe(pinned);
  });
});

describe('ListDataCleanup', () => {
  function renderWith(lists: ArmyList[], cleanedFor: string | null = null) {
    const store = createStore();
    store.set(libraryAtom, { ...EMPTY_LIBRARY, lists, cleanedFor });
    const data = loadRealGameData();
    // The whole data is on the page: the lists are cleaned with it, with no army read from the worker.
    store.set(heldGameDataAtom, { ref: 'main', index: splitGameDataByArmy(data).index });
    store.set(gameDataAtom, data);
    render(
      <Provider store={store}>
        <ListDataCleanup />
        <ListCleanupDialog />
      </Provider>,
    );
    return store;
  }

  it('cleans the saved lists for new data, tells the player in a dialog and leaves the change to sync', async () => {
    const user = userEvent.setup();
    const store = renderWith([stale(), makeList('l2', 'Fine')]);
    const dialog = await screen.findByRole('dialog', { name: 'Game Data Updated' }, { timeout: 10_000 });
    const report = within(dialog).getByRole('region', { name: 'Old Hammers' });
    expect(within(report).queryByText("Removed battle formation 'A Formation Long Gone': not available to Stormcast Eternals.")).not.toBeNull();
    expect(within(dialog).queryByRole('region', { name: 'Fine' })).toBeNull();
    const library = store.get(libraryAtom);
    expect(library.lists.find((list) => list.id === 'l1')?.formation).toBeNull();
    expect(unsyncedRecords(library).lists.map((list) => list.id)).toEqual(['l1', 'l2']);
    expect(library.cleanedFor).toBe(dataKey(loadRealGameData()));
    // Stored: the next start does not clean them again.
    await waitFor(async () => expect((await readLibrary(DEVICE_OWNER)).cleanedFor).toBe(dataKey(loadRealGameData())));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The dialog loads on first need: its chunk's first transform can take seconds on a busy machine.
  }, 20_000);

  it('says nothing when the lists were already cleaned for this data, or nothing was removed', async () => {
    const store = renderWith([stale()], dataKey(loadRealGameData()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(libraryAtom).lists[0]?.formation).toBe('A Formation Long Gone');
    cleanup();
    localStorage.clear();
    renderWith([makeList('l2', 'Fine')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
