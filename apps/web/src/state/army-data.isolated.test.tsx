import type { GameData } from '@scrolldex/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { atom, getDefaultStore } from 'jotai';
import { afterEach, expect, it, vi } from 'vitest';

import { startEarlyArmyLoad } from '../data/game-data-loader';
import { documentCache } from '../data/game-data-worker-client';
import { armyGameData, loadArmyDataAtom } from './army-data';
import { gameDataHeldAtom } from './whole-game-data';
import { useGameDataOf } from './release-data';
import { dataRefAtom } from './settings';

// The army's data as the worker would read it: enough for a screen that only asks whether it came, and its parts.
const { reads, parts, takes } = vi.hoisted(() => ({ reads: [] as string[], parts: [] as string[], takes: [] as string[] }));
vi.mock('../data/game-data-worker-client', () => {
  const source = { commit: 'c1', gameSystemRevision: 1 };
  const regiment = { name: 'Regiment' };
  const byPart: Record<string, unknown> = {
    all: { source, armies: { army: {} }, regimentsOfRenown: [regiment], pathToGlory: [] },
    rows: { source, armies: { army: {} }, regimentsOfRenown: [], pathToGlory: [] },
    rest: { source, armies: {}, regimentsOfRenown: [regiment], pathToGlory: [] },
  };
  const cache = {
    readArmyData: async (_ref: string, army: string, part = 'all') => {
      reads.push(army);
      parts.push(`${army}: ${part}`);
      // An army whose rest cannot be read (its stored part is gone or broken).
      if (army === 'Slaves to Darkness' && part === 'rest') throw new Error('The stored core is not usable');
      return byPart[part] as GameData;
    },
    downloadArmyData: async () => null,
    takeGameData: async (ref: string) => (takes.push(ref), null),
  };
  return { documentCache: () => cache };
});

// The page's idle moment comes when a test says so.
const idle = vi.hoisted(() => ({ come: () => {} }));
vi.mock('../data/foreground-loads', async (original) => ({
  ...(await original<object>()),
  whenForegroundIdle: () => new Promise<void>((come) => (idle.come = come)),
}));

const ROWS = 20;
const ROW_RENDER_MS = 10;

/** A row as slow to render as a phone's warscroll row with the CPU slowed. */
function SlowRow() {
  const until = performance.now() + ROW_RENDER_MS;
  while (performance.now() < until);
  return <p>row</p>;
}

function ArmyScreen() {
  const { data } = useGameDataOf(null, 'Stormcast Eternals');
  return data ? Array.from({ length: ROWS }, (_, at) => <SlowRow key={at} />) : <p>waiting</p>;
}

afterEach(cleanup);

it("renders the screen of an army's data in slices when the data comes, with the page answering between them", async () => {
  render(<ArmyScreen />);
  // Timer tasks that ran after the data came and before its rows were on screen: in one task of
  // ROWS x ROW_RENDER_MS (200 ms), the rows left none the time to run.
  let answeredBeforeRows = 0;
  const beat = () => {
    if (screen.queryAllByText('row').length > 0) return;
    answeredBeforeRows++;
    setTimeout(beat, 0);
  };
  await getDefaultStore().set(loadArmyDataAtom, 'Stormcast Eternals');
  setTimeout(beat, 0);
  expect(await screen.findAllByText('row', {}, { timeout: 5000 })).toHaveLength(ROWS);
  expect(answeredBeforeRows).toBeGreaterThanOrEqual(5);
});

it("takes the load the app's start began on the army's page, not reading the army again", async () => {
  reads.length = 0;
  startEarlyArmyLoad(getDefaultStore().get(dataRefAtom), '/army/Seraphon', documentCache() as never);
  expect(reads).toEqual(['Seraphon']);
  await getDefaultStore().set(loadArmyDataAtom, 'Seraphon');
  expect(reads).toEqual(['Seraphon']);
});

it("shows an army page's rows from its address's early load, and the core's regiments to other screens once the rest came", async () => {
  const store = getDefaultStore();
  startEarlyArmyLoad(store.get(dataRefAtom), '/army/Nighthaunt', documentCache() as never);
  await store.set(loadArmyDataAtom, 'Nighthaunt');
  const rows = store.get(atom((get) => armyGameData(get, 'Nighthaunt', true)));
  expect(rows?.regimentsOfRenown).toEqual([]);
  // Another screen of the army (its Rules tab's regiments, a unit's page) waits for the rest.
  expect(store.get(atom((get) => armyGameData(get, 'Nighthaunt')))).toBeNull();
  idle.come();
  await vi.waitFor(() => expect(store.get(atom((get) => armyGameData(get, 'Nighthaunt')))?.regimentsOfRenown).toEqual([{ name: 'Regiment' }]));
  expect(parts.filter((part) => part.startsWith('Nighthaunt'))).toEqual(['Nighthaunt: rows', 'Nighthaunt: rest']);
  // The rows' data is the same object: the army page does not render its rows again.
  expect(store.get(atom((get) => armyGameData(get, 'Nighthaunt', true)))).toBe(rows);
});

it('brings the rest of an army at once when a screen needs it, not at the idle moment', async () => {
  const store = getDefaultStore();
  startEarlyArmyLoad(store.get(dataRefAtom), '/army/Sylvaneth', documentCache() as never);
  await store.set(loadArmyDataAtom, 'Sylvaneth');
  // As the Rules tab's regiments ask for the army's whole data; the page is not idle yet.
  await store.set(loadArmyDataAtom, 'Sylvaneth');
  await vi.waitFor(() => expect(store.get(atom((get) => armyGameData(get, 'Sylvaneth')))?.regimentsOfRenown).toEqual([{ name: 'Regiment' }]));
  expect(parts.filter((part) => part.startsWith('Sylvaneth'))).toEqual(['Sylvaneth: rows', 'Sylvaneth: rest']);
});

it("keeps an army page's rows when the rest cannot be read, and asks for the whole data, which brings it", async () => {
  const store = getDefaultStore();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  startEarlyArmyLoad(store.get(dataRefAtom), '/army/Slaves to Darkness', documentCache() as never);
  await store.set(loadArmyDataAtom, 'Slaves to Darkness');
  const rows = store.get(atom((get) => armyGameData(get, 'Slaves to Darkness', true)));
  idle.come();
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith('Could not load the game data of Slaves to Darkness; waiting for the whole data.', expect.any(Error)),
  );
  expect(store.get(atom((get) => armyGameData(get, 'Slaves to Darkness', true)))).toBe(rows);
  // The whole data is wanted: the page takes it as soon as the worker holds it.
  store.set(gameDataHeldAtom, { ref: 'c1', index: {} as never });
  expect(takes).toEqual(['c1']);
  warn.mockRestore();
});
