import 'fake-indexeddb/auto';

import { applyRosterEdit, createRoster, rosterOfList, type CampaignRoster, type RosterEdit } from '@scrolldex/rules';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { DEVICE_OWNER } from '../../data/list-library-store';
import { writeRoster } from '../../data/roster-store';
import { optionalText } from '../../shared/route-search';
import { gameDataAtom } from '../../state/game-data';
import { gameShelfAtom } from '../../state/games';
import { libraryAtom } from '../../state/lists';
import { rosterShelfAtom } from '../../state/rosters';
import { loadRealGameData } from '../../test/real-game-data';
import { RosterPage } from './roster-page';
import { clearDeviceRecords } from '../../test/device-records';

const NOW = Date.UTC(2026, 10, 29);

/** A roster of Stormcast Eternals (an Ascension one unless said): the Knight-Questor (its warlord) and Liberators. */
function gildedHost(edits: RosterEdit[] = [], campaignName = 'Ascension'): CampaignRoster {
  const campaign = loadRealGameData().pathToGlory.find((candidate) => candidate.name === campaignName)!;
  const roster = createRoster({ id: 'r1', name: 'The Gilded Host', faction: 'Stormcast Eternals', campaignId: campaign.id, now: NOW });
  const base: RosterEdit[] = [
    { op: 'addUnit', id: 'questor', name: 'Knight-Questor' },
    { op: 'addUnit', id: 'liberators', name: 'Liberators' },
    { op: 'setWarlord', unit: 'questor' },
  ];
  return [...base, ...edits].reduce((current, edit) => applyRosterEdit(current, edit, NOW), roster);
}

async function renderRoster(roster: CampaignRoster) {
  await writeRoster(DEVICE_OWNER, roster);
  const store = createStore();
  store.set(gameDataAtom, loadRealGameData());
  const root = createRootRoute({ component: Outlet });
  const listParams = { parseParams: (params: { id: string }) => ({ id: params.id }), stringifyParams: ({ id }: { id: string }) => ({ id }) };
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/roster/$id', ...listParams, validateSearch: z.object({ game: optionalText }), component: RosterPage }),
    createRoute({ getParentRoute: () => root, path: '/list/$id', ...listParams, component: () => <p>Builder</p> }),
    createRoute({ getParentRoute: () => root, path: '/list/$id/battle', ...listParams, component: () => <p>Battle view</p> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [`/roster/${roster.id}`] }) });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByRole('heading', { name: 'Order of Battle' });
  return { store, router };
}

// Parsing the real data takes seconds on a busy machine: once, before the tests.
beforeAll(() => void loadRealGameData(), 60_000);
beforeEach(async () => {
  await clearDeviceRecords();
});
afterEach(cleanup);

describe("a roster's Start a Game", () => {
  it('takes the chosen units to the New game form, and the game it starts is of a list mustered from the roster', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderRoster(gildedHost());
    await user.click(screen.getByRole('button', { name: 'Start a Game' }));
    const units = await screen.findByRole('dialog', { name: 'Start a Game' });
    await user.click(within(units).getByRole('checkbox', { name: 'Liberators' }));
    await user.click(within(units).getByRole('button', { name: 'Next' }));

    const form = await screen.findByRole('dialog', { name: 'New game' });
    within(form).getByText('The Gilded Host: battle 1 starts in the Deployment Phase; the battle view follows the game.');
    // Nothing is kept before the game starts.
    expect(store.get(libraryAtom).lists).toEqual([]);
    await user.type(within(form).getByLabelText("Opponent's name"), 'Alice');
    await user.click(within(within(form).getByRole('group', { name: 'Who took the first turn?' })).getByRole('button', { name: 'You' }));
    await user.click(within(form).getByRole('button', { name: 'Start game' }));

    await screen.findByText('Battle view');
    const [list] = store.get(libraryAtom).lists;
    expect(router.state.location.pathname).toBe(`/list/${list!.id}/battle`);
    expect(list!.name).toBe('The Gilded Host: battle 1');
    const [game] = store.get(gameShelfAtom).games;
    expect(game).toMatchObject({ listId: list!.id, opponent: { name: 'Alice' }, result: null });
    // The roster knows the list, with the Knight-Questor alone: the game's end offers the battle to its log.
    await waitFor(() => expect(rosterOfList(store.get(rosterShelfAtom).items, list!.id)?.roster.musters).toEqual([{ listId: list!.id, units: ['questor'] }]));
  });

  it('keeps nothing when the New game form is cancelled', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderRoster(gildedHost());
    await user.click(screen.getByRole('button', { name: 'Start a Game' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Start a Game' })).getByRole('button', { name: 'Next' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'New game' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/roster/r1');
    expect(store.get(libraryAtom).lists).toEqual([]);
    expect(store.get(gameShelfAtom).games).toEqual([]);
    expect(store.get(rosterShelfAtom).items[0]?.musters).toEqual([]);
  });

  it('is not offered for a locked roster, which takes no battle and records no muster, nor is Muster a List', async () => {
    await renderRoster({ ...gildedHost(), locked: true });
    expect(screen.getByRole('button', { name: 'Start a Game' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Muster a List for a Battle' })).toHaveProperty('disabled', true);
  });
});

describe("a roster's Muster a List", () => {
  it("gives the list its units' enhancements, and the form says which one the list leaves out and why", async () => {
    const user = userEvent.setup();
    const { store } = await renderRoster(
      gildedHost([
        { op: 'addUnit', id: 'arcanum', name: 'Knight-Arcanum' },
        { op: 'addEnhancement', unit: 'questor', name: 'Mirrorshield' },
        { op: 'addEnhancement', unit: 'arcanum', name: 'Null Pendant' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Muster a List for a Battle' }));
    const form = await screen.findByRole('dialog', { name: 'Muster a List' });
    const note = within(form).getByRole('region', { name: 'Enhancements left out' });
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Null Pendant (Knight-Arcanum): No more than 1 artifact in list.']);
    // Without the Knight-Questor's artefact, the Knight-Arcanum's fits.
    await user.click(within(form).getByRole('checkbox', { name: 'Knight-Questor' }));
    expect(within(form).queryByRole('region', { name: 'Enhancements left out' })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Knight-Questor' }));
    await within(form).findByRole('region', { name: 'Enhancements left out' });
    await user.click(within(form).getByRole('button', { name: 'Muster' }));

    await screen.findByText('Builder');
    await waitFor(() =>
      expect(store.get(libraryAtom).lists.map((list) => list.regiments.map(({ leader }) => [leader?.name, leader?.artifact]))).toEqual([
        [
          ['Knight-Questor', 'Mirrorshield'],
          ['Knight-Arcanum', null],
        ],
      ]),
    );
  });
});

describe("a roster unit's enhancements", () => {
  const arcanum: RosterEdit = { op: 'addUnit', id: 'arcanum', name: 'Knight-Arcanum' };
  const card = (name: string) => screen.getByRole('article', { name });

  it("offers the army's tables the unit may take from, one of each table, and an enhancement once in the roster", async () => {
    const user = userEvent.setup();
    await renderRoster(gildedHost([arcanum]));
    await user.click(screen.getByRole('button', { name: 'Enhancements of Knight-Questor' }));
    let sheet = await screen.findByRole('dialog', { name: 'Enhancements' });
    expect(
      within(sheet)
        .getAllByRole('region')
        .map((table) => table.getAttribute('aria-label')),
    ).toEqual(['Artefacts of Power', 'Heroic Traits']);
    await user.click(within(sheet).getByRole('button', { name: 'Take Staunch Defender' }));
    // One heroic trait: the others wait until it is removed; an artefact may still be taken.
    expect(within(sheet).getByRole('button', { name: 'Take Envoy of the Heavens' })).toHaveProperty('disabled', true);
    expect(within(sheet).getByRole('button', { name: 'Take Null Pendant' })).toHaveProperty('disabled', false);
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(card('Knight-Questor')).getByText('Staunch Defender');

    // Another hero cannot take it too: it says who has it.
    await user.click(screen.getByRole('button', { name: 'Enhancements of Knight-Arcanum' }));
    sheet = await screen.findByRole('dialog', { name: 'Enhancements' });
    expect(within(sheet).getByRole('button', { name: 'Take Staunch Defender' })).toHaveProperty('disabled', true);
    within(within(sheet).getByRole('article', { name: 'Staunch Defender' })).getByText('Aspects of Azyr · on Knight-Questor');
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));

    // Troops take only from the tables their warscroll lists.
    await user.click(screen.getByRole('button', { name: 'Enhancements of Liberators' }));
    sheet = await screen.findByRole('dialog', { name: 'Enhancements' });
    expect(
      within(sheet)
        .getAllByRole('region')
        .map((table) => table.getAttribute('aria-label')),
    ).toEqual(['Scars of War']);
  });

  it("offers the campaign's own artefacts and heroic traits beside the army's, marked with the campaign", async () => {
    const user = userEvent.setup();
    await renderRoster(gildedHost([], 'Ravaged Coast'));
    await user.click(screen.getByRole('button', { name: 'Enhancements of Knight-Questor' }));
    const sheet = await screen.findByRole('dialog', { name: 'Enhancements' });
    expect(
      within(sheet)
        .getAllByRole('region')
        .map((table) => table.getAttribute('aria-label')),
    ).toEqual(['Artefacts of Power', 'Heroic Traits', 'Ravaged Coast: Artefacts of Power', 'Ravaged Coast: Heroic Traits']);
    const coastArtefacts = within(sheet).getByRole('region', { name: 'Ravaged Coast: Artefacts of Power' });
    within(coastArtefacts).getByText('Ravaged Coast · Choose 1');
    await user.click(within(coastArtefacts).getByRole('button', { name: 'Take Axe of Boiling Wrath' }));
    await within(coastArtefacts).findByRole('button', { name: 'Remove Axe of Boiling Wrath' });
    // One artefact, whichever table it comes from: the army's are off while the campaign's is held; a heroic trait is still open.
    expect(within(sheet).getByRole('button', { name: 'Take Null Pendant' })).toHaveProperty('disabled', true);
    expect(within(sheet).getByRole('button', { name: 'Take Staunch Defender' })).toHaveProperty('disabled', false);
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    within(card('Knight-Questor')).getByText('Axe of Boiling Wrath');
  });

  it('shows a broken limit as an error with its one-tap fix', async () => {
    const user = userEvent.setup();
    await renderRoster(
      gildedHost([
        { op: 'addEnhancement', unit: 'questor', name: 'Staunch Defender' },
        { op: 'addEnhancement', unit: 'questor', name: 'Envoy of the Heavens' },
      ]),
    );
    await screen.findByText('Knight-Questor may have only one of the Heroic Traits.', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Remove Envoy of the Heavens' }));
    await waitFor(() => expect(screen.queryByText('Knight-Questor may have only one of the Heroic Traits.', { exact: false })).toBeNull());
    within(card('Knight-Questor')).getByText('Staunch Defender');
    expect(within(card('Knight-Questor')).queryByText('Envoy of the Heavens')).toBeNull();
  });
});
