import 'fake-indexeddb/auto';

import type { ArmyList, ListEdit } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { gameDataAtom } from '../../state/game-data';
import { libraryAtom, saveListAtom } from '../../state/lists';
import { toastsAtom } from '../../state/toasts';
import { buildStormcastList, LEGAL_EDITS } from '../../test/legal-list';
import { loadRealGameData } from '../../test/real-game-data';
import { ListBuilderPage } from './list-builder-page';

function renderBuilder(list: ArmyList | null, path = `/list/${list?.id ?? 'missing'}`) {
  const store = createStore();
  store.set(gameDataAtom, loadRealGameData());
  // The library has loaded from empty storage, so the list is there on the first render.
  store.set(libraryAtom, EMPTY_LIBRARY);
  if (list) store.set(saveListAtom, list);
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> });
  const builder = createRoute({ getParentRoute: () => root, path: '/list/$id', component: ListBuilderPage });
  const picker = createRoute({ getParentRoute: () => root, path: '/list/$id/regiment/$regimentIdx/pick/$filter', component: () => <p>Picker</p> });
  const others = ['/list/$id/export', '/list/$id/battle', '/list/$id/print', '/list/$id/settings'].map((other) =>
    createRoute({ getParentRoute: () => root, path: other, component: () => <p>Page {other}</p> }),
  );
  const router = createRouter({ routeTree: root.addChildren([home, builder, picker, ...others]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const stored = () => store.get(libraryAtom).lists.find((item) => item.id === list?.id)!;
  return { stored, router, toasts: () => store.get(toastsAtom).map((toast) => toast.text) };
}

/** The text of a list choice's field in the builder: its label, the chosen name and points. */
const choice = (label: string) => screen.getByRole('group', { name: label }).textContent;
const points = () => screen.getByRole('status', { name: 'Points' }).textContent;
const pill = () => screen.getByRole('button', { name: /show list issues$/ });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('ListBuilderPage', { timeout: 40_000 }, () => {
  it('shows the list with its points, validity, sections and regiment titles', async () => {
    const list = buildStormcastList(LEGAL_EDITS);
    renderBuilder(list);
    await screen.findByRole('heading', { name: 'Hammer of Sigmar', level: 1 });
    expect(screen.queryByText('Stormcast Eternals')).not.toBeNull();
    expect(points()).toMatch(/^\d+\/2000$/);
    expect(screen.queryByRole('button', { name: /error.*show list issues$/ })).toBeNull();
    // The sections follow the strip in a render of their own.
    const general = await screen.findByRole('region', { name: "General's Regiment" });
    expect(within(general).queryByRole('button', { name: /^Lord-Vigilant on Morrgryph, (?:.+, )?\d+ points: options$/ })).not.toBeNull();
    expect(within(general).queryByText('General')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Regiment 1' })).not.toBeNull();
    expect(choice('Battle formation')).toContain('Thunderhead Host');
    expect(choice('Second battle tactic card')).toContain('Legend of the Parch');
    // The sections below the first screenful come a slice per frame after it.
    expect((await screen.findByRole('group', { name: 'Spell lore' })).textContent).toContain('Lore of the Storm');
  });

  it('shows an error where it belongs and fixes it in one tap; points and validity follow every change', async () => {
    const user = userEvent.setup();
    const { stored } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    const general = await screen.findByRole('region', { name: "General's Regiment" });
    const before = points();
    await user.click(within(general).getByRole('button', { name: 'Remove Liberators' }));
    expect(points()).not.toBe(before);
    expect(stored().regiments[0]!.units.map((unit) => unit.name)).toEqual(['Vindictors']);

    await user.click(within(general).getByRole('button', { name: 'Lord-Vigilant on Morrgryph is the general' }));
    expect(screen.getByRole('button', { name: /^1 error.*show list issues$/ })).toBe(pill());
    await screen.findByText('1 general must be selected.');
    await user.click(screen.getByRole('button', { name: 'Make Lord-Vigilant on Morrgryph the general' }));
    // The rows and their notes follow the list's check, a task per part of the rules.
    await waitFor(() => expect(screen.queryByText('1 general must be selected.')).toBeNull());
    expect(screen.queryByRole('button', { name: /error.*show list issues$/ })).toBeNull();
    expect(stored().regiments[0]!.leader!.general).toBe(true);
  });

  it('offers the second card only once the first is chosen, each from a sheet of cards with their tactics', async () => {
    const user = userEvent.setup();
    const { stored } = renderBuilder(buildStormcastList(LEGAL_EDITS.filter((edit) => edit.op !== 'setBattleTacticCard')));
    await user.click(await screen.findByRole('button', { name: 'Choose first battle tactic card' }));
    expect(screen.queryByRole('group', { name: 'Second battle tactic card' })).toBeNull();
    // The missing cards are a step still to take, not an error.
    await screen.findByRole('button', { name: 'Choose two battle tactic cards', hidden: true });
    expect(screen.queryByText('Must select two battle tactic cards.')).toBeNull();
    let sheet = await screen.findByRole('dialog', { name: 'First battle tactic card' });
    // Each card reads as its rules: the three tactics, named.
    const onslaught = within(sheet).getByRole('listitem', { name: 'Blazing Onslaught' });
    expect(within(onslaught).queryByText('Master of Arms')).not.toBeNull();
    await user.click(within(onslaught).getByRole('button', { name: 'Choose Blazing Onslaught' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(choice('First battle tactic card')).toContain('Blazing Onslaught'));

    await user.click(screen.getByRole('button', { name: 'Choose second battle tactic card' }));
    sheet = await screen.findByRole('dialog', { name: 'Second battle tactic card' });
    // The first card cannot be taken twice, and says why.
    const taken = within(within(sheet).getByRole('listitem', { name: 'Blazing Onslaught' })).getByRole('button', { name: 'Choose Blazing Onslaught' });
    expect((taken as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(taken.getAttribute('aria-describedby')!)?.textContent).toBe('Your first card');
    await user.click(within(sheet).getByRole('button', { name: 'Choose Legend of the Parch' }));
    expect(stored()).toMatchObject({ battleTacticCard1: 'Blazing Onslaught', battleTacticCard2: 'Legend of the Parch' });
    expect(screen.queryByText('Must select two battle tactic cards.')).toBeNull();

    // The chosen card's rules on demand, in the builder.
    const second = screen.getByRole('group', { name: 'Second battle tactic card' });
    expect(within(second).queryByText('Daring Rescue')).toBeNull();
    await user.click(await within(second).findByRole('button', { name: 'Show the rules of Legend of the Parch' }));
    expect(within(second).queryByText('Daring Rescue')).not.toBeNull();
  });

  it('marks the current formation in its sheet and changes it there', async () => {
    const user = userEvent.setup();
    const { stored } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    await user.click(await screen.findByRole('button', { name: 'Change battle formation' }));
    const sheet = await screen.findByRole('dialog', { name: 'Battle formation' });
    const current = within(sheet).getByRole('listitem', { name: 'Thunderhead Host' });
    expect(within(current).queryByText('Chosen')).not.toBeNull();
    expect(within(current).queryByRole('button', { name: 'Choose Thunderhead Host' })).toBeNull();
    const other = within(sheet)
      .getAllByRole('listitem')
      .find((card) => card !== current)!;
    const name = other.querySelector('h3')!.textContent!;
    await user.click(within(other).getByRole('button', { name: `Choose ${name}` }));
    expect(stored().formation).toBe(name);
    await waitFor(() => expect(choice('Battle formation')).toContain(name));
  });

  it('offers the regiments of renown as cards with their units, Legends ones only when asked and badged', async () => {
    const user = userEvent.setup();
    const { stored } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    await user.click(await screen.findByRole('button', { name: 'Add regiment of renown' }));
    const sheet = await screen.findByRole('dialog', { name: 'Regiment of renown' });
    const gotrek = within(sheet).getByRole('listitem', { name: 'Gotrek Gurnisson' });
    expect(within(gotrek).queryByText('Units: Gotrek Gurnisson')).not.toBeNull();
    expect(within(sheet).queryByRole('listitem', { name: 'Heroes of the Jade Abbey' })).toBeNull();
    await user.click(within(sheet).getByRole('switch', { name: 'Also show Legends' }));
    const jade = within(sheet).getByRole('listitem', { name: 'Heroes of the Jade Abbey' });
    expect(within(jade).queryByText('Legends')).not.toBeNull();
    await user.click(within(gotrek).getByRole('button', { name: 'Choose Gotrek Gurnisson' }));
    expect(stored().regimentOfRenown).toBe('Gotrek Gurnisson');
  });

  it('hides the cards in holy havoc, and every add, delete and edit control while locked', async () => {
    renderBuilder(buildStormcastList(LEGAL_EDITS, { validator: 'holy havoc', locked: true }));
    await screen.findByRole('heading', { name: 'Hammer of Sigmar', level: 1 });
    await screen.findByRole('region', { name: "General's Regiment" });
    // The last section is on screen: every section that is shown is.
    await screen.findByRole('group', { name: 'Spell lore' });
    expect(screen.queryByRole('region', { name: 'Battle Tactic Cards' })).toBeNull();
    expect(screen.queryByText('Battle Tactic Cards')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Choose|Change) / })).toBeNull();
    expect(screen.queryByText('Thunderhead Host')).not.toBeNull();
    // Empty sections are hidden: no auxiliaries, regiment of renown or terrain in this list.
    expect(screen.queryByText('Auxiliary Units')).toBeNull();
    expect(screen.queryByText('Faction Terrain')).toBeNull();
    expect(screen.queryByText('Locked')).not.toBeNull();
  });

  it('leads to the pickers by regiment number: the next one for a new regiment, 999 for an auxiliary unit', async () => {
    const user = userEvent.setup();
    const { router } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    await user.click(await screen.findByRole('button', { name: 'Add regiment' }));
    expect(router.state.location.pathname).toBe('/list/builder-list/regiment/2/pick/leader');
    router.history.back();
    await user.click(await screen.findByRole('button', { name: 'Add auxiliary unit' }));
    expect(router.state.location.pathname).toBe('/list/builder-list/regiment/999/pick/aux');
    router.history.back();
    const second = await screen.findByRole('region', { name: 'Regiment 1' });
    await user.click(within(second).getByRole('button', { name: 'Add unit' }));
    expect(router.state.location.pathname).toBe('/list/builder-list/regiment/1/pick/unit');
  });

  it('leads from its header to the battle view, and from its menu to the export, the print and the list settings', async () => {
    const user = userEvent.setup();
    const { router } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    const back = async () => {
      router.history.back();
      await screen.findByRole('heading', { name: 'Hammer of Sigmar', level: 1 });
    };
    await user.click(await screen.findByRole('button', { name: 'Battle view' }));
    expect(router.state.location.pathname).toBe('/list/builder-list/battle');
    await back();
    for (const [item, path] of [
      ['Export', '/list/builder-list/export'],
      ['Print', '/list/builder-list/print'],
      ['List settings', '/list/builder-list/settings'],
    ] as const) {
      fireEvent.keyDown(await screen.findByRole('button', { name: 'List actions' }), { key: 'ArrowDown' });
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
      expect(router.state.location.pathname, item).toBe(path);
      await back();
    }
    // The header holds the battle view and the menu beside search: the name keeps its room.
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it("shows the army's battle traits in a section of their own, folded at first", async () => {
    const user = userEvent.setup();
    renderBuilder(buildStormcastList(LEGAL_EDITS));
    const toggle = await screen.findByRole('button', { name: /^Battle Traits/, expanded: false });
    expect(screen.queryByRole('article', { name: 'Scions of the Storm' })).toBeNull();
    await user.click(toggle);
    const trait = await screen.findByRole('article', { name: 'Scions of the Storm' });
    expect(trait.textContent).toContain('Your Movement Phase');
  });

  it('ignores a tap on a row the screen has not yet redrawn when that place now holds another unit', async () => {
    const { stored } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    const general = await screen.findByRole('region', { name: "General's Regiment" });
    expect(stored().regiments[0]!.units.map((unit) => unit.name)).toEqual(['Vindictors', 'Liberators']);
    const removeVindictors = within(general).getByRole('button', { name: 'Remove Vindictors' });
    // A quick double tap: both clicks land before the rows are drawn again from the deferred list, so the second
    // one reaches the Vindictors' old row, whose place (the regiment's first unit) now holds the Liberators.
    act(() => {
      removeVindictors.click();
      removeVindictors.click();
    });
    expect(stored().regiments[0]!.units.map((unit) => unit.name)).toEqual(['Liberators']);
    await within(general).findByRole('button', { name: 'Remove Liberators' });
    await waitFor(() => expect(within(general).queryByRole('button', { name: 'Remove Vindictors' })).toBeNull());
  });

  it('asks before removing a regiment and its units, then removes it', async () => {
    const user = userEvent.setup();
    const { stored } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    const regiment = await screen.findByRole('region', { name: 'Regiment 1' });
    const count = stored().regiments.length;
    await user.click(within(regiment).getByRole('button', { name: 'Remove Regiment 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Regiment 1?' });
    expect(stored().regiments).toHaveLength(count);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(stored().regiments).toHaveLength(count - 1);
    expect(screen.queryByRole('dialog', { name: 'Remove Regiment 1?' })).toBeNull();
  });

  it("adds another copy of a unit with its row's Add another, and says so", async () => {
    const user = userEvent.setup();
    const { stored, toasts } = renderBuilder(buildStormcastList(LEGAL_EDITS));
    const general = await screen.findByRole('region', { name: "General's Regiment" });
    await user.click(within(general).getByRole('button', { name: 'Add another Vindictors' }));
    expect(stored().regiments[0]!.units.map((unit) => unit.name)).toEqual(['Vindictors', 'Liberators', 'Vindictors']);
    expect(toasts()).toContain('+ Vindictors');
  });

  it("disables what a limit blocks and says why: a full regiment's Add unit and +, a sixth regiment", async () => {
    const full: ListEdit[] = [
      ...LEGAL_EDITS,
      { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 1 } },
      { op: 'addUnit', unit: 'Vindictors', to: { kind: 'regiment', index: 1 } },
    ];
    renderBuilder(buildStormcastList(full));
    const second = await screen.findByRole('region', { name: 'Regiment 1' });
    const addUnit = within(second).getByRole('button', { name: 'Add unit' });
    expect((addUnit as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(addUnit.getAttribute('aria-describedby')!)?.textContent).toBe('Regiment full: 3 of 3');
    const another = within(second).getByRole('button', { name: 'Add another Liberators' }) as HTMLButtonElement;
    expect(another.disabled).toBe(true);
    expect(another.title).toBe('Regiment full: 3 of 3');
    // The general's regiment has room for a fourth.
    const general = screen.getByRole('region', { name: "General's Regiment" });
    expect((within(general).getByRole('button', { name: 'Add unit' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Add regiment' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();

    const leaders: ListEdit[] = ['Knight-Draconis', 'Knight-Arcanum', 'Lord-Relictor'].map((leader) => ({ op: 'addLeader', leader }));
    renderBuilder(buildStormcastList([...LEGAL_EDITS, ...leaders]));
    const addRegiment = (await screen.findByRole('button', { name: 'Add regiment' })) as HTMLButtonElement;
    expect(addRegiment.disabled).toBe(true);
    expect(document.getElementById(addRegiment.getAttribute('aria-describedby')!)?.textContent).toBe('5 regiments is the most');
    expect(((await screen.findByRole('button', { name: 'Add regiment of renown' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the list is not here, with a way home', async () => {
    const user = userEvent.setup();
    const { router } = renderBuilder(null);
    await screen.findByText('This list is not on this device.');
    await user.click(screen.getByRole('button', { name: 'Back to your lists' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
