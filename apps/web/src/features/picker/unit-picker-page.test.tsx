import 'fake-indexeddb/auto';

import { applyListEdit, createList, OVERRIDE_NOTE, type ArmyList, type ListEdit } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EMPTY_LIBRARY } from '../../data/list-library-store';
import { gameDataAtom } from '../../state/game-data';
import { libraryAtom, saveListAtom } from '../../state/lists';
import { multiAddAtom } from '../../state/settings';
import { toastsAtom } from '../../state/toasts';
import { loadRealGameData } from '../../test/real-game-data';
import { UnitPickerPage } from './unit-picker-page';

const NOW = Date.UTC(2026, 5, 1);

function buildList(faction: string, edits: ListEdit[] = []): ArmyList {
  const data = loadRealGameData();
  const created = createList({ id: 'pick-list', name: 'Picker test', faction, now: NOW }, data);
  if (!created.ok) throw new Error(created.errors[0]!.message);
  return edits.reduce((list, edit) => {
    const result = applyListEdit(list, edit, data, NOW);
    if (!result.ok) throw new Error(result.errors[0]!.message);
    return result.value;
  }, created.value);
}

function renderPicker(list: ArmyList, regimentIdx: number, filter: string, multiAdd = false) {
  const store = createStore();
  store.set(gameDataAtom, loadRealGameData());
  // The library has loaded from empty storage, so the list is there on the first render.
  store.set(libraryAtom, EMPTY_LIBRARY);
  store.set(saveListAtom, list);
  store.set(multiAddAtom, multiAdd);
  const root = createRootRoute({ component: Outlet });
  const builder = createRoute({ getParentRoute: () => root, path: '/list/$id', component: () => <p>Builder</p> });
  const picker = createRoute({
    getParentRoute: () => root,
    path: '/list/$id/regiment/$regimentIdx/pick/$filter',
    parseParams: (params: { id: string; regimentIdx: string; filter: string }) => ({ ...params, regimentIdx: Number(params.regimentIdx) }),
    stringifyParams: (params: { id: string; regimentIdx: number; filter: string }) => ({ ...params, regimentIdx: String(params.regimentIdx) }),
    component: UnitPickerPage,
  });
  const unit = createRoute({ getParentRoute: () => root, path: '/army/$armyName/unit/$unitName', component: () => null });
  const renown = createRoute({ getParentRoute: () => root, path: '/regiment-of-renown/$regimentName', component: () => null });
  const history = createMemoryHistory({
    initialEntries: [`/list/${list.id}`, `/list/${list.id}/regiment/${regimentIdx}/pick/${encodeURIComponent(filter)}`],
    initialIndex: 1,
  });
  const router = createRouter({ routeTree: root.addChildren([builder, picker, unit, renown]), history });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const stored = () => store.get(libraryAtom).lists.find((item) => item.id === list.id)!;
  const toasts = () => store.get(toastsAtom).map((toast) => toast.text);
  return { stored, toasts, router };
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const pickButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}(Legends)?(Selected)?\\s*\\d+ pts$`) });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

// The machine running the suite is shared: rendering a whole army's rows in jsdom can take seconds.
describe('UnitPickerPage on real data', { timeout: 20_000 }, () => {
  it('leader: heroes only; the search narrows; a pick starts a new regiment and goes back', async () => {
    const user = userEvent.setup();
    const { stored, router } = renderPicker(buildList('Stormcast Eternals'), 0, 'leader');
    await screen.findByRole('heading', { name: 'Select a Unit', level: 1 });
    expect(headings()).toEqual(['HERO']);
    expect(pickButton('Knight-Azyros')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Liberators/ })).toBeNull();
    await user.click(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.paste('azyr');
    expect(screen.getAllByRole('listitem').map((item) => within(item).getByRole('button').textContent)).toEqual([expect.stringContaining('Knight-Azyros')]);
    await user.click(pickButton('Knight-Azyros'));
    expect(stored().regiments.map((regiment) => regiment.leader?.name)).toEqual(['Knight-Azyros']);
    await screen.findByText('Builder');
    expect(router.state.location.pathname).toBe('/list/pick-list');
  });

  it("unit: the leader's options; the override lists every unit with its note; multi-add stays and toasts", async () => {
    const user = userEvent.setup();
    const { stored, toasts } = renderPicker(buildList('Stormcast Eternals', [{ op: 'addLeader', leader: 'Knight-Azyros' }]), 0, 'unit', true);
    await screen.findByRole('heading', { name: 'Select a Unit', level: 1 });
    expect(screen.queryByText("Picker test · General's Regiment")).not.toBeNull();
    expect(pickButton('Liberators')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Lord-Veritant/ })).toBeNull();
    expect(screen.queryByText(OVERRIDE_NOTE)).not.toBeNull();
    expect(OVERRIDE_NOTE).toBe('Only use the override if you think the regiment options are wrong. You may need to disable validation in the list settings.');
    await user.click(screen.getByRole('switch', { name: 'Override' }));
    expect(pickButton('Lord-Veritant')).toBeTruthy();
    expect(headings()).not.toContain('FACTION TERRAIN');
    expect(headings()).not.toContain('MANIFESTATION');

    await user.click(pickButton('Liberators'));
    await user.click(pickButton('Liberators'));
    expect(stored().regiments[0]!.units.map((unit) => unit.name)).toEqual(['Liberators', 'Liberators']);
    expect(toasts()).toEqual(['+ Liberators', '+ Liberators']);
    expect(screen.queryByRole('heading', { name: 'Select a Unit', level: 1 })).not.toBeNull();
  });

  it('aux (999) adds an auxiliary unit', async () => {
    const user = userEvent.setup();
    const { stored } = renderPicker(buildList('Stormcast Eternals'), 999, 'aux');
    await user.click(await screen.findByRole('button', { name: /^Liberators\s*\d+ pts$/ }));
    expect(stored().auxiliaryUnits.map((unit) => unit.name)).toEqual(['Liberators']);
  });

  it('terrain sets the faction terrain (Ogor Mawtribes has two)', async () => {
    const user = userEvent.setup();
    const { stored } = renderPicker(buildList('Ogor Mawtribes'), 0, 'terrain');
    await screen.findByRole('heading', { name: 'FACTION TERRAIN' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(pickButton('Great Mawpot'));
    expect(stored().factionTerrain).toBe('Great Mawpot');
  });

  it('ror lists the regiments of renown of the army; a second choice replaces the first', async () => {
    const user = userEvent.setup();
    const data = loadRealGameData();
    const { stored } = renderPicker(buildList('Stormcast Eternals'), 500, 'ror', true);
    await screen.findByRole('heading', { name: 'REGIMENTS OF RENOWN' });
    // Heroes of the Jade Abbey is a Legends regiment: not offered in a Standard list.
    const names = data.armies['Stormcast Eternals']!.regimentsOfRenown.filter((name) => name !== 'Heroes of the Jade Abbey');
    expect(screen.getAllByRole('listitem')).toHaveLength(names.length);
    expect(screen.queryByRole('button', { name: /^Heroes of the Jade Abbey/ })).toBeNull();
    await user.click(pickButton(names[0]!));
    expect(stored().regimentOfRenown).toBe(names[0]);
    await user.click(pickButton(names[1]!));
    expect(stored().regimentOfRenown).toBe(names[1]);
    const units = data.regimentsOfRenown.find((regiment) => regiment.name === names[1])!.units;
    expect(stored().regimentOfRenownUnits).toHaveLength(units.reduce((sum, entry) => sum + entry.count, 0));
  });

  it('leader: no Legends in a Standard list; the switch reveals them, marked; a Legends list offers them unasked', async () => {
    const user = userEvent.setup();
    renderPicker(buildList('Stormcast Eternals'), 0, 'leader');
    await screen.findByRole('heading', { name: 'Select a Unit', level: 1 });
    expect(pickButton('Lord-Veritant')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Lord-Castellant/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Also show Legends' }));
    expect(pickButton('Lord-Castellant').textContent).toContain('Legends');
    expect(pickButton('Lord-Veritant').textContent).not.toContain('Legends');
    cleanup();

    renderPicker(buildList('Stormcast Eternals', [{ op: 'setValidator', mode: 'legends' }]), 0, 'leader');
    await screen.findByRole('heading', { name: 'Select a Unit', level: 1 });
    expect(pickButton('Lord-Castellant').textContent).toContain('Legends');
    expect(screen.queryByRole('switch', { name: 'Also show Legends' })).toBeNull();
  });

  it("says the regiment's slots and the points left, and marks a unit that would go over the cap", async () => {
    const list = buildList('Stormcast Eternals', [
      { op: 'setPointsCap', cap: 500 },
      { op: 'addLeader', leader: 'Knight-Azyros' },
      { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 0 } },
      { op: 'addUnit', unit: 'Vindictors', to: { kind: 'auxiliary' } },
      { op: 'addUnit', unit: 'Vindictors', to: { kind: 'auxiliary' } },
    ]);
    const data = loadRealGameData();
    const price = (name: string) => data.armies['Stormcast Eternals']!.units.find((unit) => unit.name === name)!.points;
    const left = 500 - price('Knight-Azyros') - price('Liberators') - 2 * price('Vindictors');
    // Liberators fit in what is left; Prosecutors do not.
    expect(price('Liberators')).toBeLessThanOrEqual(left);
    expect(price('Prosecutors')).toBeGreaterThan(left);
    renderPicker(list, 0, 'unit');
    expect((await screen.findByRole('status')).textContent).toBe(`3 of 4 slots left · ${left} pts left`);
    const note = (name: string) => {
      const described = pickButton(name).getAttribute('aria-describedby');
      return described ? document.getElementById(described)?.textContent : null;
    };
    expect(note('Prosecutors')).toBe(`${price('Prosecutors') - left} pts over the cap`);
    expect(note('Liberators')).toBeNull();
  });

  it('a unit type shows only that type; an unknown filter says so', async () => {
    renderPicker(buildList('Seraphon'), 999, 'MONSTER');
    await screen.findByRole('heading', { name: 'MONSTER' });
    expect(headings()).toEqual(['MONSTER']);
    cleanup();
    renderPicker(buildList('Seraphon'), 0, 'dragons');
    await screen.findByText('Unknown unit picker filter: dragons.');
  });

  it('unit: a leader the data gives no regiment options says so by name and leaves the override', async () => {
    const list = buildList('Stormcast Eternals - Heroes of the First-Forged', [{ op: 'addLeader', leader: 'Knight-Questor' }]);
    renderPicker(list, 0, 'unit');
    await screen.findByText(
      'The game data gives Knight-Questor no regiment options here: it leads a regiment of itself alone. Use the override if you think the data is wrong.',
    );
    expect(screen.getByRole('switch', { name: /Override/ }).getAttribute('aria-checked')).toBe('false');
  });
});
