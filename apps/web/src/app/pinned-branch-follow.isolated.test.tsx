import 'fake-indexeddb/auto';

import type { GameData } from '@scrolldex/rules';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EMPTY_LIBRARY } from '../data/list-library-store';
import { libraryAtom } from '../state/lists';
import { heldReleaseDataAtom, replaceReleaseDataAtom } from '../state/release-data';
import { BATTLE_LIST_CARD, buildBattleList } from '../test/battle-list';
import { clearListStorage } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { ListCleanupDialog } from './list-cleanup-dialog';
import { PinnedBranchFollow } from './pinned-branch-follow';

const BRANCH = 'event-weekend';

/** The worker's cache: the branch's newer data is what a download brings. */
const worker = vi.hoisted(() => ({ newer: null as GameData | null, downloads: [] as string[] }));
vi.mock('../data/game-data-worker-client', () => ({
  documentCache: () => ({
    downloadGameData: async (ref: string) => {
      worker.downloads.push(ref);
      return worker.newer;
    },
  }),
}));

/** The branch's data at its first commit, and at the next, where the Bloodsecrator costs 20 more and the list's card is gone. */
function branchData(): { older: GameData; newer: GameData } {
  const data = loadRealGameData();
  const older = { ...data, source: { ...data.source, ref: BRANCH, commit: 'first-commit' } };
  const newer = structuredClone(older) as GameData & { source: { commit: string } };
  newer.source.commit = 'second-commit';
  const bloodsecrator = newer.armies['Blades of Khorne']!.units.find((unit) => unit.name === 'Bloodsecrator')!;
  (bloodsecrator as { points: number }).points += 20;
  (newer as { battleTacticCards: unknown[] }).battleTacticCards = newer.battleTacticCards.filter((card) => card.name !== BATTLE_LIST_CARD);
  return { older, newer };
}

/** The server's manifest: the branch at `sha`; null: the server cannot be reached. */
function serverSays(sha: string | null) {
  const entries = [{ name: BRANCH, sha, type: 'Branch', serverVersion: '1.0.0' }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (sha === null) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ serverVersion: '1.0.0', entries }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function renderPinned(older: GameData) {
  const store = createStore();
  store.set(libraryAtom, { ...EMPTY_LIBRARY, lists: [{ ...buildBattleList(older), dataRef: BRANCH }] });
  store.set(replaceReleaseDataAtom, BRANCH, older);
  render(
    <Provider store={store}>
      <PinnedBranchFollow />
      <ListCleanupDialog />
    </Provider>,
  );
  return { store };
}

beforeEach(async () => {
  await clearListStorage();
  worker.downloads = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('a list pinned to a branch', () => {
  it('follows the branch to its newer commit and tells the player what changed in the list', async () => {
    const { older, newer } = branchData();
    worker.newer = newer;
    serverSays('second-commit');
    const { store } = renderPinned(older);

    const dialog = await screen.findByRole('dialog', { name: 'Game Data Updated' });
    expect(within(dialog).getByText(`New game data for ${BRANCH}. What changed in your lists:`)).toBeTruthy();
    const report = within(dialog).getByRole('region', { name: 'Blood Host' });
    const [, from, to] = /Points: (\d+) → (\d+)/.exec(report.textContent ?? '') ?? [];
    expect(Number(to) - Number(from)).toBe(20);
    within(report).getByText(`Removed battle tactic card '${BATTLE_LIST_CARD}': no longer in the data.`);
    within(report).getByText(/^Bloodsecrator: \d+ to \d+ points\.$/);

    expect(store.get(heldReleaseDataAtom)[BRANCH]).toBe(newer);
    const followed = store.get(libraryAtom).lists[0]!;
    expect(followed).toMatchObject({ dataRef: BRANCH, battleTacticCard1: null, lastPointsTotal: Number(to) });
    expect(worker.downloads).toEqual([BRANCH]);
  }, 20_000);

  it('keeps its data when the branch has not moved', async () => {
    const { older } = branchData();
    serverSays('first-commit');
    const { store } = renderPinned(older);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(worker.downloads).toEqual([]);
    expect(store.get(heldReleaseDataAtom)[BRANCH]).toBe(older);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps its data while the server cannot be reached, and asks again once the device is back online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { older, newer } = branchData();
    worker.newer = newer;
    serverSays(null);
    const { store } = renderPinned(older);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => undefined);
    expect(store.get(heldReleaseDataAtom)[BRANCH]).toBe(older);
    expect(screen.queryByRole('dialog')).toBeNull();

    serverSays('second-commit');
    act(() => setOnline(false));
    act(() => setOnline(true));
    await screen.findByRole('dialog', { name: 'Game Data Updated' });
    expect(store.get(heldReleaseDataAtom)[BRANCH]).toBe(newer);
  }, 20_000);
});
