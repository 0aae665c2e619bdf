import 'fake-indexeddb/auto';

import { applyListEdit, createList, type ArmyList, type GameData, type ListEdit, type UnitRef } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_LIBRARY } from '../../../data/list-library-store';
import { gameDataAtom } from '../../../state/game-data';
import { libraryAtom, saveListAtom } from '../../../state/lists';
import { loadRealGameData, realUnit } from '../../../test/real-game-data';
import { UnitSearchSchema } from '../../../shared/route-search';
import { UnitPage } from '../../unit/unit-page';
import { UnitOptionsSheet } from './unit-options-sheet';

const NOW = Date.UTC(2026, 5, 1);

function buildList(data: GameData, edits: ListEdit[], faction = 'Stormcast Eternals'): ArmyList {
  const created = createList({ id: 'sheet-list', name: 'Sheet test', faction, now: NOW }, data);
  if (!created.ok) throw new Error(created.errors[0]!.message);
  return edits.reduce((list, edit) => {
    const result = applyListEdit(list, edit, data, NOW);
    if (!result.ok) throw new Error(result.errors[0]!.message);
    return result.value;
  }, created.value);
}

function renderSheet(list: ArmyList, unit: UnitRef) {
  const data = loadRealGameData();
  const store = createStore();
  store.set(gameDataAtom, data);
  // The library has loaded from empty storage, so the list is there on the first render.
  store.set(libraryAtom, EMPTY_LIBRARY);
  store.set(saveListAtom, list);
  const onOpenChange = vi.fn();
  const root = createRootRoute({ component: () => <UnitOptionsSheet listId={list.id} unit={unit} open onOpenChange={onOpenChange} /> });
  const unitPage = createRoute({ getParentRoute: () => root, path: '/army/$armyName/unit/$unitName', validateSearch: UnitSearchSchema, component: () => null });
  const router = createRouter({ routeTree: root.addChildren([unitPage]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const stored = () => store.get(libraryAtom).lists.find((item) => item.id === list.id)!;
  return { store, stored, onOpenChange };
}

const LEADER: UnitRef = { kind: 'leader', regiment: 0 };
const LIBERATORS: UnitRef = { kind: 'member', regiment: 0, unit: 0 };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('UnitOptionsSheet on real Stormcast units', () => {
  const data = loadRealGameData();
  const list = () =>
    buildList(data, [
      { op: 'addLeader', leader: 'Knight-Azyros' },
      { op: 'addUnit', unit: 'Liberators', to: { kind: 'regiment', index: 0 } },
    ]);

  it('reinforces Liberators: doubled points and a Grandhammer counter that may go to 2', async () => {
    const user = userEvent.setup();
    const points = realUnit('Stormcast Eternals', 'Liberators').points;
    const { stored } = renderSheet(list(), LIBERATORS);
    const dialog = await screen.findByRole('dialog', { name: 'Liberators' });
    expect(within(dialog).queryByText(`${points} pts`)).not.toBeNull();
    const hammer = within(dialog).getByRole('group', { name: 'Grandhammer' });
    const increase = within(hammer).getByRole('button', { name: 'Increase Grandhammer' });
    const decrease = within(hammer).getByRole('button', { name: 'Decrease Grandhammer' });
    // Unreinforced: one Grandhammer at most.
    while (!(decrease as HTMLButtonElement).disabled) await user.click(decrease);
    await user.click(increase);
    expect(within(hammer).getByRole('status').textContent).toBe('1');
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    // Read as models that carry it, never as a bare maximum.
    expect(within(dialog).queryByText('1 of 5 models · no more can take it')).not.toBeNull();
    expect(within(dialog).queryByText(/\(max \d+\)/)).toBeNull();

    await user.click(within(dialog).getByRole('switch', { name: 'Reinforce' }));
    expect(stored().regiments[0]!.units[0]!.reinforced).toBe(true);
    expect(within(dialog).queryByText(`${points * 2} pts`)).not.toBeNull();
    expect((increase as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByText('1 of 10 models · at most 2')).not.toBeNull();
    await user.click(increase);
    expect(stored().regiments[0]!.units[0]!.weapons).toEqual({ Liberator: [{ name: 'Grandhammer', count: 2 }] });
  });

  it('gives the hero leader General, and heroic traits and artefacts chosen from cards with their rules', async () => {
    const user = userEvent.setup();
    const { stored } = renderSheet(list(), LEADER);
    const dialog = await screen.findByRole('dialog', { name: 'Knight-Azyros' });
    expect(within(dialog).queryByRole('switch', { name: 'Reinforce' })).toBeNull();
    const army = data.armies['Stormcast Eternals']!;
    const trait = army.enhancementTables.find((table) => table.kind === 'heroicTraits')!.sets[0]!.enhancements[0]!;
    const artefact = army.enhancementTables.find((table) => table.kind === 'artefacts')!.sets[0]!.enhancements[0]!;
    await user.click(within(dialog).getByRole('button', { name: 'Choose heroic traits' }));
    const traits = await screen.findByRole('dialog', { name: 'Heroic Traits' });
    const card = within(traits).getByRole('listitem', { name: trait.name });
    // The card reads as the enhancement: its ability.
    expect(within(card).queryAllByRole('article').length).toBeGreaterThan(0);
    await user.click(within(card).getByRole('button', { name: `Choose ${trait.name}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Choose artefacts of power' }));
    const artefacts = await screen.findByRole('dialog', { name: 'Artefacts of Power' });
    await user.click(within(artefacts).getByRole('button', { name: `Choose ${artefact.name}` }));
    expect(stored().regiments[0]!.leader).toMatchObject({ heroicTrait: trait.name, artifact: artefact.name });
    // The chosen one in its field.
    expect(within(dialog).getByRole('group', { name: 'Heroic Traits' }).textContent).toContain(trait.name);

    // The list's first leader became its general.
    const general = within(dialog).getByRole('switch', { name: 'General' });
    expect(general.getAttribute('aria-checked')).toBe('true');
    await user.click(general);
    expect(stored().regiments[0]!.leader!.general).toBe(false);
    await user.click(general);
    expect(stored().regiments[0]!.leader!.general).toBe(true);
  });

  it('marks an enhancement another unit holds as taken, and it cannot be chosen', async () => {
    const user = userEvent.setup();
    const army = data.armies['Stormcast Eternals']!;
    const artefact = army.enhancementTables.find((table) => table.kind === 'artefacts')!.sets[0]!.enhancements[0]!;
    const two = buildList(data, [
      { op: 'addLeader', leader: 'Knight-Azyros' },
      { op: 'setEnhancement', unit: LEADER, field: 'artifact', name: artefact.name },
      { op: 'addLeader', leader: 'Lord-Veritant' },
    ]);
    renderSheet(two, { kind: 'leader', regiment: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Lord-Veritant' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose artefacts of power' }));
    const artefacts = await screen.findByRole('dialog', { name: 'Artefacts of Power' });
    const taken = within(artefacts).getByRole('button', { name: `Choose ${artefact.name}` }) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    expect(document.getElementById(taken.getAttribute('aria-describedby')!)?.textContent).toBe('Taken by another unit');
  });

  it("shows a unit's own error with its one-tap fix", async () => {
    const user = userEvent.setup();
    // A reinforced hero: only an older list or an import can hold one.
    const reinforcedHero = buildList(data, [
      { op: 'addLeader', leader: 'Knight-Azyros' },
      { op: 'setReinforced', unit: LEADER, reinforced: true },
    ]);
    const { stored } = renderSheet(reinforcedHero, LEADER);
    const dialog = await screen.findByRole('dialog', { name: 'Knight-Azyros' });
    const issues = within(dialog).getByRole('list', { name: 'Issues of this unit' });
    expect(within(issues).queryByText('Knight-Azyros cannot be reinforced.')).not.toBeNull();
    await user.click(within(issues).getByRole('button', { name: 'Un-reinforce Knight-Azyros' }));
    expect(stored().regiments[0]!.leader!.reinforced).toBe(false);
    expect(within(dialog).queryByRole('button', { name: 'Un-reinforce Knight-Azyros' })).toBeNull();
  });

  it('a Liberators unit gets no enhancement choices; the link opens its warscroll in the list context', async () => {
    renderSheet(list(), LIBERATORS);
    const dialog = await screen.findByRole('dialog', { name: 'Liberators' });
    expect(within(dialog).queryByRole('group', { name: 'Heroic Traits' })).toBeNull();
    const link = within(dialog).getByRole('link', { name: /Warscroll/ });
    expect(link.getAttribute('href')).toBe('/army/Stormcast%20Eternals/unit/Liberators?listId=sheet-list&regimentIdx=0&unitIdx=0');
  });

  it("opens the general's warscroll naming the General's Regiment and carrying its trait, artefact and enhancement", async () => {
    const chosen = buildList(data, [
      { op: 'addLeader', leader: 'Knight-Azyros' },
      { op: 'addLeader', leader: 'Lord-Celestant' },
      { op: 'setGeneral', regiment: 1 },
      { op: 'setEnhancement', unit: { kind: 'leader', regiment: 1 }, field: 'heroicTrait', name: 'Staunch Defender' },
      { op: 'setEnhancement', unit: { kind: 'leader', regiment: 1 }, field: 'artifact', name: 'Null Pendant' },
      { op: 'setEnhancementChoice', unit: { kind: 'leader', regiment: 1 }, table: 'Scars of War', name: 'Uncaged Lightning' },
    ]);
    renderSheet(chosen, { kind: 'leader', regiment: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Lord-Celestant' });
    const href = within(dialog)
      .getByRole('link', { name: /Warscroll/ })
      .getAttribute('href')!;
    // The router writes a value that reads as JSON in quotes, so it reads back as the same text.
    const search = new URL(href, 'http://app').searchParams;
    expect(Object.fromEntries(search)).toEqual({
      listId: 'sheet-list',
      regimentIdx: '1',
      unitIdx: 'leader',
      artifact: 'Null Pendant',
      heroicTrait: 'Staunch Defender',
      enhancements: JSON.stringify(JSON.stringify({ 'Scars of War': 'Uncaged Lightning' })),
    });
    cleanup();

    // The warscroll the link opens, with the list on this device.
    const store = createStore();
    store.set(gameDataAtom, data);
    store.set(saveListAtom, chosen);
    const root = createRootRoute();
    const unitPage = createRoute({ getParentRoute: () => root, path: '/army/$armyName/unit/$unitName', validateSearch: UnitSearchSchema, component: UnitPage });
    const router = createRouter({ routeTree: root.addChildren([unitPage]), history: createMemoryHistory({ initialEntries: [href] }) });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    const panel = (await screen.findByRole('heading', { name: "In Sheet test: General's Regiment, leader" })).closest('section')!;
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Artefact Null Pendant', 'Heroic trait Staunch Defender', 'Scars of War Uncaged Lightning 20 pts']);
  });

  it("offers each upgrade set as a select: a set that needs a choice has no 'None', one the data lets go empty has (Daemon Prince)", async () => {
    const user = userEvent.setup();
    const prince = buildList(data, [{ op: 'addLeader', leader: 'Daemon Prince' }], 'Slaves to Darkness');
    const { stored } = renderSheet(prince, LEADER);
    const dialog = await screen.findByRole('dialog', { name: 'Daemon Prince' });
    const options = (label: string) =>
      within(within(dialog).getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Wargear Options')).toEqual(['Wings', 'Trophy Rack']);
    expect(options('Mark of Chaos')).toEqual(['None', 'Pledged to Tzeentch', 'Pledged to Slaanesh', 'Pledged to Nurgle', 'Pledged to Khorne']);
    expect((within(dialog).getByRole('combobox', { name: 'Mark of Chaos' }) as HTMLSelectElement).value).toBe('');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mark of Chaos' }), 'Pledged to Nurgle');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Wargear Options' }), 'Trophy Rack');
    expect([...stored().regiments[0]!.leader!.upgrades].sort()).toEqual(['Pledged to Nurgle', 'Trophy Rack']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mark of Chaos' }), 'None');
    expect(stored().regiments[0]!.leader!.upgrades).toEqual(['Trophy Rack']);
  });

  it('removes the unit and closes', async () => {
    const user = userEvent.setup();
    const { stored, onOpenChange } = renderSheet(list(), LIBERATORS);
    await user.click(await screen.findByRole('button', { name: 'Remove unit' }));
    expect(stored().regiments[0]!.units).toEqual([]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('on a locked list, shows why and offers no edits', async () => {
    renderSheet({ ...list(), locked: true }, LIBERATORS);
    const dialog = await screen.findByRole('dialog', { name: 'Liberators' });
    expect(within(dialog).queryByText('The list is locked: unlock it in the list settings to edit it.')).not.toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove unit' })).toBeNull();
    expect(within(dialog).getByRole('switch', { name: 'Reinforce' }).hasAttribute('disabled')).toBe(true);
  });
});
