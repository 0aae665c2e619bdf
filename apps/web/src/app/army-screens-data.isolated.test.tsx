// The screens that show one army, or the shared core alone, leave the whole
// game data in the worker: they show what they show from the parts read back
// from this device (the real army-data-cache on real data), and only the whole
// data's take is counted.
import 'fake-indexeddb/auto';

import {
  applyListEdit,
  campaignLabel,
  createList,
  createRoster,
  formatList,
  findLore,
  opponentPhaseView,
  REGIMENT_OF_RENOWN_ROUTE_PREFIX,
  splitGameDataByArmy,
  UNIVERSAL_UNITS_ARMY,
  type ArmyList,
} from '@scrolldex/rules';
import { createRootRoute, createRoute, Outlet, type AnyRoute } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { armyPartRows } from '../data/data-part-rows';
import { database } from '../data/db';
import { DEVICE_OWNER, EMPTY_LIBRARY } from '../data/list-library-store';
import { writeRoster } from '../data/roster-store';
import type { ScrolldexClient } from '../data/scrolldex-client';
import { ListsTab } from '../features/browse/lists-tab';
import { BuilderSettingsPage } from '../features/builder-settings/builder-settings-page';
import { ManifestationLorePage } from '../features/lore/manifestation-lore-page';
import { PathToGloryPage } from '../features/path-to-glory/path-to-glory-page';
import { RegimentOfRenownPage } from '../features/renown/regiment-of-renown-page';
import { BattleTacticCardPage } from '../features/rules/battle-tactic-card-page';
import { BattleViewPage } from '../features/battle/battle-view-page';
import { UnitPickerPage } from '../features/picker/unit-picker-page';
import { UnitPage } from '../features/unit/unit-page';
import { gameDataAtom, heldGameDataAtom } from '../state/game-data';
import { gameShelfAtom } from '../state/games';
import { libraryAtom, saveListAtom } from '../state/lists';
import { DEFAULT_DATA_REF } from '../state/settings';
import { toastsAtom } from '../state/toasts';
import { buildBattleList, buildSkavenBattleList } from '../test/battle-list';
import { clearRosterStorage } from '../test/device-records';
import { clearGameStorage, makeGame } from '../test/games';
import { loadRealGameData } from '../test/real-game-data';
import { renderScreens } from '../test/render-screens';

const worker = vi.hoisted(() => ({ takes: 0 }));

// The worker's army reads run here, on fake IndexedDB; its whole data is counted when a screen takes it.
vi.mock('../data/game-data-worker-client', async () => {
  const armyCache = await import('../data/army-data-cache');
  const { loadRealGameData: whole } = await import('../test/real-game-data');
  return {
    documentCache: () => ({
      readArmyData: armyCache.readArmyData,
      downloadArmyData: async () => Promise.reject(new TypeError('Failed to fetch')),
      takeGameData: async () => (worker.takes++, whole()),
    }),
  };
});

const data = loadRealGameData();
const parts = splitGameDataByArmy(data);
const STORMCAST = 'Stormcast Eternals';
const RENOWN = Object.values(data.armies).find((army) => army.isArmyOfRenown && army.parentArmy !== null)!;
const unitRoute = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/army/$armyName/unit/$unitName', component: UnitPage });
const unitPath = (army: string, unit: string) => `/army/${encodeURIComponent(army)}/unit/${encodeURIComponent(unit)}`;
const NOW = Date.UTC(2026, 5, 1);

function stormcastList(): ArmyList {
  const created = createList({ id: 'screens-list', name: 'Screens test', faction: STORMCAST, now: NOW }, data);
  if (!created.ok) throw new Error(created.errors[0]!.message);
  return created.value;
}

function show(path: string, route: (root: AnyRoute) => AnyRoute, lists: readonly ArmyList[] = [stormcastList()]) {
  const store = createStore();
  // The worker holds the whole data: a screen that asks for it gets it at once.
  store.set(heldGameDataAtom, { ref: DEFAULT_DATA_REF, index: parts.index });
  store.set(libraryAtom, EMPTY_LIBRARY);
  for (const list of lists) store.set(saveListAtom, list);
  const root = createRootRoute({ component: Outlet });
  renderScreens({ routeTree: root.addChildren([route(root)]), path, store, client: {} as ScrolldexClient });
  return store;
}

function expectNoWholeData(store: ReturnType<typeof createStore>) {
  expect({ taken: worker.takes, onPage: store.get(gameDataAtom) !== null }).toEqual({ taken: 0, onPage: false });
}

beforeAll(async () => {
  await database().aosData.bulkPut(armyPartRows(DEFAULT_DATA_REF, parts));
});
beforeEach(() => {
  worker.takes = 0;
  localStorage.clear();
});
afterEach(cleanup);

/**
 * The settings of a Stormcast list led by a Knight-Azyros, Skaven chosen in Change Faction once its data has come (the
 * button waits for it), and the confirmation open.
 */
async function askToChangeLedListToSkaven() {
  const user = userEvent.setup();
  const settingsRoute = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/list/$id/settings', component: BuilderSettingsPage });
  const led = applyListEdit(stormcastList(), { op: 'addLeader', leader: 'Knight-Azyros' }, data, NOW);
  if (!led.ok) throw new Error(led.errors[0]!.message);
  const store = show('/list/screens-list/settings', settingsRoute, [led.value]);
  await user.click(await screen.findByRole('button', { name: `Faction ${STORMCAST}` }));
  await user.click(await screen.findByRole('button', { name: 'Skaven' }));
  const change = await screen.findByRole('button', { name: 'Change Faction' });
  await waitFor(() => expect((change as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
  await user.click(change);
  const confirm = await screen.findByRole('dialog', { name: 'Change Faction' });
  return { user, store, confirm };
}

describe("the screens of one army take that army's data, not the whole (issues 24, 30)", { timeout: 20_000 }, () => {
  it("the unit picker: the list's army, with the regiments of renown of the shared core", async () => {
    const pickerRoute = (root: AnyRoute) =>
      createRoute({
        getParentRoute: () => root,
        path: '/list/$id/regiment/$regimentIdx/pick/$filter',
        parseParams: (params: { id: string; regimentIdx: string; filter: string }) => ({ ...params, regimentIdx: Number(params.regimentIdx) }),
        stringifyParams: (params: { id: string; regimentIdx: number; filter: string }) => ({ ...params, regimentIdx: String(params.regimentIdx) }),
        component: UnitPickerPage,
      });
    const store = show('/list/screens-list/regiment/500/pick/ror', pickerRoute);
    await screen.findByRole('heading', { name: 'REGIMENTS OF RENOWN' });
    const offered = data.armies[STORMCAST]!.regimentsOfRenown.filter((name) => !data.regimentsOfRenown.find((regiment) => regiment.name === name)?.legends);
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    expectNoWholeData(store);
  });

  it("the unit page of an army, and of an army of renown (with its parent army's data): that army's", async () => {
    const store = show(unitPath(STORMCAST, 'Liberators'), unitRoute);
    // The subtitle: the page shows the warscroll, not its loading frame.
    await screen.findByText(STORMCAST);
    expect(screen.getByRole('heading', { name: 'Liberators', level: 1 })).toBeTruthy();
    expectNoWholeData(store);
    cleanup();
    const unit = RENOWN.units[0]!;
    const renown = show(unitPath(RENOWN.name, unit.name), unitRoute);
    await screen.findByText(RENOWN.name);
    expect(screen.getByRole('heading', { name: unit.name, level: 1 })).toBeTruthy();
    expectNoWholeData(renown);
  });

  it("the unit page of a universal manifestation's warscroll: the shared core alone", async () => {
    const unit = data.universalUnits[0]!;
    const store = show(unitPath(UNIVERSAL_UNITS_ARMY, unit.name), unitRoute);
    await screen.findByText('Universal Manifestation');
    expect(screen.getByRole('heading', { name: unit.name, level: 1 })).toBeTruthy();
    expectNoWholeData(store);
  });

  it("the unit page of a regiment of renown's unit still takes every army: its warscroll is printed as any army has it", async () => {
    const regiment = data.regimentsOfRenown.find((candidate) => candidate.units.length > 0)!;
    const unit = regiment.units[0]!.unit;
    const store = show(unitPath(`${REGIMENT_OF_RENOWN_ROUTE_PREFIX}${regiment.name}`, unit.name), unitRoute);
    await screen.findByText(`Regiment of Renown: ${regiment.name}`);
    expect(worker.takes).toBe(1);
    expect(store.get(gameDataAtom)).not.toBeNull();
  });

  it("the battle view of a game: the list's army and the opponent list's own army, not every army", async () => {
    const mine = buildBattleList(data);
    const theirs = buildSkavenBattleList(data);
    const game = makeGame(mine, data, { opponentList: { kind: 'list', list: theirs } });
    await database().games.put({ owner: DEVICE_OWNER, id: game.id, game, synced: null });
    const battleRoute = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/list/$id/battle', component: BattleViewPage });
    const store = show(`/list/${mine.id}/battle`, battleRoute, [mine]);
    const phase = game.position.phase;
    const expected = opponentPhaseView(game, data, phase)!;
    const count = expected.reactions.length + expected.sections.reduce((sum, section) => sum + section.abilities.length, 0);
    expect(count).toBeGreaterThan(0);
    const opponent = await screen.findByRole('button', { name: new RegExp(`^Opponent: ${theirs.faction}`) });
    expect(opponent.textContent).toContain(String(count));
    expectNoWholeData(store);
    await clearGameStorage();
  });

  it("the list's settings: the list's army; Change Faction lists the armies from the index and loads only the chosen one", async () => {
    const { user, store, confirm } = await askToChangeLedListToSkaven();
    await user.click(within(confirm).getByRole('button', { name: 'Change Faction' }));
    const done = await screen.findByRole('dialog', { name: 'Faction Changed' });
    expect(within(done).getByText("Removed Knight-Azyros (leader of General's Regiment): not a unit of Skaven.")).toBeTruthy();
    expect(store.get(libraryAtom).lists.find((list) => list.id === 'screens-list')!.faction).toBe('Skaven');
    expectNoWholeData(store);
  });

  it("Change Faction shows what it removed when newer whole data replaces the armies' own between the tap and the confirmation", async () => {
    const { user, store, confirm } = await askToChangeLedListToSkaven();
    // Another commit's whole data wins over both armies' own (state/army-data.ts): the screen swaps its data.
    act(() => store.set(gameDataAtom, { ...data, source: { ...data.source, commit: 'newer' } }));
    await user.click(within(confirm).getByRole('button', { name: 'Change Faction' }));
    const done = await screen.findByRole('dialog', { name: 'Faction Changed' });
    expect(within(done).getByText("Removed Knight-Azyros (leader of General's Regiment): not a unit of Skaven.")).toBeTruthy();
    expect(store.get(libraryAtom).lists.find((list) => list.id === 'screens-list')!.faction).toBe('Skaven');
  });

  it("Change Faction says why when the chosen army's data went away before the change was confirmed, and changes nothing", async () => {
    const user = userEvent.setup();
    const settingsRoute = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/list/$id/settings', component: BuilderSettingsPage });
    const store = show('/list/screens-list/settings', settingsRoute);
    await user.click(await screen.findByRole('button', { name: `Faction ${STORMCAST}` }));
    // The screen shows Stormcast from its own data; Skaven comes from the whole data, on the page meanwhile.
    act(() => store.set(gameDataAtom, data));
    await user.click(await screen.findByRole('button', { name: 'Skaven' }));
    await user.click(screen.getByRole('button', { name: 'Change Faction' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change Faction' });
    // Gone while the question is open (Clear BSData): the tap comes before Skaven's own data could.
    act(() => store.set(gameDataAtom, null));
    expect(confirm.isConnected).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Change Faction' }));
    expect(store.get(toastsAtom)).toMatchObject([{ tone: 'error', text: 'The data of Skaven has not loaded yet. Try again once it has.' }]);
    expect(store.get(libraryAtom).lists.find((list) => list.id === 'screens-list')!.faction).toBe(STORMCAST);
  });

  it('the regiment of renown page: the shared core alone', async () => {
    const regiment = data.regimentsOfRenown.find((candidate) => candidate.units.length > 0)!;
    const route = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/regiment-of-renown/$regimentName', component: RegimentOfRenownPage });
    const store = show(`/regiment-of-renown/${encodeURIComponent(regiment.name)}`, route);
    await screen.findAllByText('Regiment of Renown');
    for (const { unit } of regiment.units) expect(screen.getAllByText(unit.name).length).toBeGreaterThan(0);
    expectNoWholeData(store);
  });

  it('the Path to Glory page and a battle tactic card: the shared core alone', async () => {
    const ptg = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/path-to-glory', component: PathToGloryPage });
    const store = show('/path-to-glory', ptg);
    await screen.findByText('Campaigns, paths, quests and battle scars');
    expect(screen.getAllByRole('tab').length).toBe(data.pathToGlory.length);
    expectNoWholeData(store);
    cleanup();
    const card = data.battleTacticCards[0]!;
    const cardRoute = (root: AnyRoute) =>
      createRoute({ getParentRoute: () => root, path: '/search/battleTacticCard/$cardName', component: BattleTacticCardPage });
    const cardStore = show(`/search/battleTacticCard/${encodeURIComponent(card.name)}`, cardRoute);
    await screen.findByText(card.affray.name);
    expectNoWholeData(cardStore);
  });

  it("a universal manifestation lore's page: the shared core alone; an army's lore still takes every army", async () => {
    const route = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/manifestation/$loreName', component: ManifestationLorePage });
    const universal = data.universalManifestations.find((lore) => lore.units.length > 0)!;
    const store = show(`/manifestation/${encodeURIComponent(universal.name)}`, route);
    await screen.findByText('Universal Manifestation Lore');
    expect(screen.getByRole('link', { name: new RegExp(universal.units[0]!) })).toBeTruthy();
    expectNoWholeData(store);
    cleanup();
    const universalNames = new Set(data.universalManifestations.map((candidate) => candidate.name));
    const lore = Object.values(data.armies)
      .flatMap((army) => army.lores.manifestation)
      .find((candidate) => !universalNames.has(candidate.name))!;
    const armyStore = show(`/manifestation/${encodeURIComponent(lore.name)}`, route);
    await screen.findByText(`${findLore(data, lore.name)!.army!.name} · Manifestation Lore`);
    expect(armyStore.get(gameDataAtom)).not.toBeNull();
  });

  it("the New game form: the list's army; every army only once there is an opponent's list to read", async () => {
    const user = userEvent.setup();
    const mine = buildBattleList(data);
    const battleRoute = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/list/$id/battle', component: BattleViewPage });
    const start = async (theirs: string) => {
      await user.click(await screen.findByRole('button', { name: 'New game' }));
      const form = await screen.findByRole('dialog', { name: 'New game' });
      if (theirs) {
        await user.click(within(form).getByLabelText("Opponent's list"));
        await user.paste(theirs);
      }
      await user.click(within(within(form).getByRole('group', { name: 'Who took the first turn?' })).getByRole('button', { name: 'You' }));
      const button = within(form).getByRole('button', { name: 'Start game' });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
      await user.click(button);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New game' })).toBeNull());
    };
    const alone = show(`/list/${mine.id}/battle`, battleRoute, [mine]);
    await start('');
    await waitFor(() => expect(alone.get(gameShelfAtom).games).toHaveLength(1));
    expectNoWholeData(alone);
    cleanup();
    await clearGameStorage();

    const skaven = formatList(buildSkavenBattleList(data), data, { appVersion: 'test', exportDate: new Date(NOW) });
    if (!skaven.ok) throw new Error(skaven.errors[0]!.message);
    const against = show(`/list/${mine.id}/battle`, battleRoute, [mine]);
    await start(skaven.value);
    await waitFor(() => expect(against.get(gameShelfAtom).games).toHaveLength(1));
    const [game] = against.get(gameShelfAtom).games;
    expect(game!.opponent.list).toMatchObject({ kind: 'list', list: { faction: 'Skaven' } });
    expect(worker.takes).toBe(1);
    await clearGameStorage();
  });

  it("home's Lists tab with a roster among the lists: its campaign's name, from the shared core", async () => {
    const campaign = data.pathToGlory[0]!;
    await writeRoster(DEVICE_OWNER, createRoster({ id: 'screens-roster', name: 'The Gilded Host', faction: STORMCAST, campaignId: campaign.id, now: NOW }));
    const listsRoute = (root: AnyRoute) => createRoute({ getParentRoute: () => root, path: '/', component: ListsTab });
    const store = show('/', listsRoute);
    const roster = await screen.findByRole('link', { name: /^The Gilded Host/ });
    await waitFor(() => expect(roster.textContent).toContain(campaignLabel(campaign)));
    expect(screen.getByRole('link', { name: /^Screens test/ })).toBeTruthy();
    expectNoWholeData(store);
    await clearRosterStorage();
  });
});
