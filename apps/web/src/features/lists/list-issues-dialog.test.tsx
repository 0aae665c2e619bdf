import 'fake-indexeddb/auto';

import { createList, type ArmyList } from '@scrolldex/rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { gameDataAtom } from '../../state/game-data';
import { libraryAtom } from '../../state/lists';
import { loadRealGameData } from '../../test/real-game-data';
import { ListIssuesDialog } from './list-issues-dialog';

function newList(overrides: Partial<ArmyList> = {}): ArmyList {
  const created = createList({ id: 'list-1', name: 'Hammer Time', faction: 'Stormcast Eternals', now: 1_700_000_000_000 }, loadRealGameData());
  if (!created.ok) throw new Error(created.errors[0]!.message);
  return { ...created.value, ...overrides };
}

function renderIssues(list: ArmyList) {
  const store = createStore();
  store.set(gameDataAtom, loadRealGameData());
  store.set(libraryAtom, { ...EMPTY_LIBRARY, lists: [list] });
  render(
    <Provider store={store}>
      <ListIssuesDialog listId={list.id} open onOpenChange={() => {}} />
    </Provider>,
  );
  return store;
}

// Parsing the real data takes seconds on a busy machine: once, before the tests.
beforeAll(() => void loadRealGameData(), 60_000);
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ListIssuesDialog', () => {
  it("lists a new list's errors and fixes one with a tap, through the engine", () => {
    const store = renderIssues(newList());
    const dialog = screen.getByRole('dialog', { name: 'List Issues' });
    const errors = within(dialog).getByRole('region', { name: 'Errors' });
    expect(within(errors).queryByText('Formation must be selected.')).not.toBeNull();
    expect(within(errors).queryByText('1 general must be selected.')).not.toBeNull();
    const formation = loadRealGameData().armies['Stormcast Eternals']!.battleFormations[0]!.name;
    fireEvent.click(within(errors).getByRole('button', { name: `Choose the formation ${formation}` }));
    expect(within(dialog).queryByText('Formation must be selected.')).toBeNull();
    const saved = store.get(libraryAtom).lists[0]!;
    expect(saved.formation).toBe(formation);
    // Saved revalidated, stamped like any builder edit.
    expect(saved.errors.map((issue) => issue.code)).not.toContain('FORMATION_REQUIRED');
    expect(saved._updatedAt).toBeGreaterThan(1_700_000_000_000);
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    // The first render of a real army's lookup is slow on a busy machine.
  }, 20_000);

  it('shows a long fix list shortened, and all of it on request', () => {
    renderIssues(newList());
    const errors = screen.getByRole('region', { name: 'Errors' });
    // Stormcast Eternals have four formations.
    expect(within(errors).getAllByRole('button', { name: /^Choose the formation/ })).toHaveLength(3);
    fireEvent.click(within(errors).getByRole('button', { name: 'Show 1 more fix' }));
    expect(within(errors).getAllByRole('button', { name: /^Choose the formation/ })).toHaveLength(4);
  });

  it('chooses the two battle tactic cards one tap at a time, the second from the cards left', () => {
    const store = renderIssues(newList());
    const errors = screen.getByRole('region', { name: 'Errors' });
    expect(within(errors).queryByText('Must select two battle tactic cards.')).not.toBeNull();
    const cardFixes = () => within(errors).queryAllByRole('button', { name: /^Choose the battle tactic card / });
    // The first card's buttons may sit behind 'Show N more fixes'.
    const more = within(errors).queryAllByRole('button', { name: /^Show \d+ more fix/ });
    for (const button of more) fireEvent.click(button);
    const first = cardFixes()[0]!;
    const firstCard = first.textContent!.replace('Choose the battle tactic card ', '');
    fireEvent.click(first);
    expect(store.get(libraryAtom).lists[0]!.battleTacticCard1).toBe(firstCard);
    expect(within(errors).queryByText('Must select two battle tactic cards.')).not.toBeNull();
    for (const button of within(errors).queryAllByRole('button', { name: /^Show \d+ more fix/ })) fireEvent.click(button);
    expect(cardFixes().length).toBeGreaterThan(0);
    expect(cardFixes().map((button) => button.textContent)).not.toContain(`Choose the battle tactic card ${firstCard}`);
    fireEvent.click(cardFixes()[0]!);
    const saved = store.get(libraryAtom).lists[0]!;
    expect(saved.battleTacticCard2).not.toBeNull();
    expect(saved.battleTacticCard2).not.toBe(firstCard);
    expect(within(errors).queryByText('Must select two battle tactic cards.')).toBeNull();
  }, 20_000);

  it('offers no fix on a locked list and says why', () => {
    renderIssues(newList({ locked: true }));
    expect(screen.queryByText('The list is locked: unlock it in its settings to use the fixes.')).not.toBeNull();
    expect(screen.queryByText('Formation must be selected.')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Choose the formation/ })).toBeNull();
  });
});
