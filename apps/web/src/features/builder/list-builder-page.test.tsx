import 'fake-indexeddb/auto';

import type { ArmyList, ListEdit } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { gameDataAtom } from '../../state/game-data';
import { libraryAtom, saveListAtom } from '../../state/lists';
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
  const router = createRouter({ routeTree: root.addChildren([home, builder, picker]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const stored = () => store.get(libraryAtom).lists.find((item) => item.id === list?.id)!;
  return { stored, router };
}

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
    expect(pill().getAttribute('aria-label')).not.toContain('error');
    const general = screen.getByRole('region', { name: "General's Regiment" });
    expect(within(general).queryByRole('button', { name: /^Lord-Vigilant on Morrgryph, \d+ points: options$/ })).not.toBeNull();
    expect(within(general).queryByText('General')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Regiment 1' })).not.toBeNull();
    expect((screen.getByRole('combobox', { name: 'Battle formation' }) as HTMLSelectElement).value).toBe('Thunderhead Host');
    expect((screen.getByRole('combobox', { name: 'Second battle tactic card' }) as HTMLSelectElement).value).toBe('Legend of the Parch');
    expect((screen.getByRole('combobox', { name: 'Spell lore' }) as HTMLSelectElement).value).toBe('Lore of the Storm');
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
    expect(pill().getAttribute('aria-label')).toMatch(/^1 error/);
    await screen.findByText('1 general must be selected.');
    await user.click(screen.getByRole('button', { name: 'Make Lord-Vigilant on Morrgryph the general' }));
    expect(screen.queryByText('1 general must be selected.')).toBeNull();
    expect(pill().getAttribute('aria-label')).not.toContain('error');
    expect(stored().regiments[0]!.leader!.general).toBe(true);
  });

  it('offers the second card only once the first is chosen, and changes the list through its selects', async () => {
    const user = userEvent.setup();
    const { stored } = renderBuilder(buildStormcastList(LEGAL_EDITS.filter((edit) => edit.op !== 'setBattleTacticCard')));
    const first = await screen.findByRole('combobox', { name: 'First battle tactic card' });
    expect(screen.queryByRole('combobox', { name: 'Second battle tactic card' })).toBeNull();
    await screen.findByText('Must select two battle tactic cards.');
    await user.selectOptions(first, 'Blazing Onslaught');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second battle tactic card' }), 'Legend of the Parch');
    expect(stored()).toMatchObject({ battleTacticCard1: 'Blazing Onslaught', battleTacticCard2: 'Legend of the Parch' });
    expect(screen.queryByText('Must select two battle tactic cards.')).toBeNull();
  });

  it('hides the cards in holy havoc, and every add, delete and edit control while locked', async () => {
    renderBuilder(buildStormcastList(LEGAL_EDITS, { validator: 'holy havoc', locked: true }));
    await screen.findByRole('heading', { name: 'Hammer of Sigmar', level: 1 });
    expect(screen.queryByRole('region', { name: 'Battle Tactic Cards' })).toBeNull();
    expect(screen.queryByText('Battle Tactic Cards')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Thunderhead Host')).not.toBeNull();
    // Empty sections are hidden: no auxiliaries, regiment of renown or terrain in this list.
    expect(screen.queryByText('Auxiliary Units')).toBeNull();
    expect(screen.queryByText('Faction Terrain')).toBeNull();
    expect(screen.queryByText('Locked')).not.toBeNull();
  });

  it('leads to the pickers with the spec regiment indices', async () => {
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
    expect((screen.getByRole('button', { name: 'Add regiment of renown' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the list is not here, with a way home', async () => {
    const user = userEvent.setup();
    const { router } = renderBuilder(null);
    await screen.findByText('This list is not on this device.');
    await user.click(screen.getByRole('button', { name: 'Back to your lists' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
