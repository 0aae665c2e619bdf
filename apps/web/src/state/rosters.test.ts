import 'fake-indexeddb/auto';

import {
  applyRosterEdit,
  createRoster,
  libraryView,
  type BattleLogEntry,
  type CampaignRoster,
  type Folder,
  type MemberEntry,
  type RosterEdit,
} from '@scrolldex/rules';
import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DEVICE_OWNER, EMPTY_LIBRARY } from '../data/list-library-store';
import { readRosters, rosterWritesSettled, writeRoster } from '../data/roster-store';
import { clearListStorage } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { libraryAtom } from './lists';
import { duplicateRosterAtom, logBattleAtom, rosterShelfAtom, rostersReadyAtom } from './rosters';
import { clearRosterStorage } from '../test/device-records';

const roster = (id: string, name: string): CampaignRoster =>
  createRoster({ id, name, faction: 'Stormcast Eternals', campaignId: '3a8b-7496-526f-feab', now: 1 });

beforeEach(async () => {
  localStorage.clear();
  await clearListStorage();
  await clearRosterStorage();
});

/** A roster with two units, a battle logged and a list mustered. */
function campaignedRoster(id: string, name: string): CampaignRoster {
  const edits: RosterEdit[] = [
    { op: 'addUnit', id: 'questor', name: 'Knight-Questor' },
    { op: 'addUnit', id: 'liberators', name: 'Liberators' },
    { op: 'setWarlord', unit: 'questor' },
    { op: 'setGlory', glory: 2 },
    { op: 'recordMuster', listId: 'mustered-list', units: ['questor'] },
  ];
  const entry: BattleLogEntry = {
    id: 'b1',
    date: '2026-11-01',
    opponent: 'Skaven',
    result: 'win',
    glory: 1,
    renown: { questor: 2 },
    scars: [],
    gameId: null,
    score: null,
  };
  return edits.reduce((current, edit) => applyRosterEdit(current, edit, 1), { ...roster(id, name), log: [entry] });
}

function folder(id: string, lists: string[]): Folder {
  return { id, name: 'Campaigns', color: 'green', lists, createdAt: 1, updatedAt: 1, deleted: false, deletedAt: null };
}

/** The Lists tab's entries as the store holds them: rosters by name, folders as 'Name[...]'. */
function shownLibrary(store: ReturnType<typeof createStore>): string[] {
  const member = (entry: MemberEntry) => (entry.kind === 'list' ? entry.list.name : entry.roster.name);
  const view = libraryView({ ...store.get(libraryAtom), rosters: store.get(rosterShelfAtom).items });
  return view.map((entry) => (entry.kind === 'folder' ? `${entry.folder.name}[${entry.members.map(member).join(', ')}]` : member(entry)));
}

/** A store showing `rosters` (stored first) and a library with `folders` and `order`. */
async function storeWith(rosters: CampaignRoster[], library: { folders?: Folder[]; order?: string[] } = {}) {
  for (const each of rosters) await writeRoster(DEVICE_OWNER, each);
  const store = createStore();
  store.set(libraryAtom, { ...EMPTY_LIBRARY, ...library });
  store.sub(rosterShelfAtom, () => undefined);
  await waitFor(() => expect(store.get(rostersReadyAtom)).toBe(true));
  return store;
}

describe('the campaign rosters as state', () => {
  it("follows another tab's change to the rosters shown", async () => {
    const store = createStore();
    const unsubscribe = store.sub(rosterShelfAtom, () => undefined);
    await waitFor(() => expect(store.get(rostersReadyAtom)).toBe(true));
    expect(store.get(rosterShelfAtom).items).toEqual([]);
    // Another tab stores a roster and says so on the channel (a channel object of its own, as in another tab).
    await writeRoster(DEVICE_OWNER, roster('r', 'From the other tab'));
    const otherTab = new BroadcastChannel('scrolldex-rosters');
    otherTab.postMessage({ owner: DEVICE_OWNER });
    await waitFor(() => expect(store.get(rosterShelfAtom).items.map((item) => item.name)).toEqual(['From the other tab']));
    otherTab.close();
    unsubscribe();
  });
});

describe('duplicating a roster', () => {
  it('makes a copy under a new id and a free name, with the units, glory and log, and none of the lists mustered', async () => {
    const store = await storeWith([campaignedRoster('r1', 'The Gilded Host')]);
    const original = store.get(rosterShelfAtom).items[0]!;
    const copyId = store.set(duplicateRosterAtom, 'r1');

    expect(copyId).not.toBeNull();
    expect(copyId).not.toBe('r1');
    const copy = store.get(rosterShelfAtom).items.find((item) => item.id === copyId)!;
    expect(copy).toMatchObject({ name: 'The Gilded Host (Copy)', faction: original.faction, campaignId: original.campaignId, warlord: 'questor', glory: 2 });
    expect(copy.units).toEqual(original.units);
    expect(copy.log).toEqual(original.log);
    // The mustered lists stay the original's: their games log there.
    expect(copy.musters).toEqual([]);
    // A second copy takes the next free name; both are stored, oldest first. Made a moment later, as a player's
    // would be: rows made in the same millisecond have no order between them.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    try {
      store.set(duplicateRosterAtom, 'r1');
    } finally {
      vi.useRealTimers();
    }
    await rosterWritesSettled();
    expect((await readRosters(DEVICE_OWNER)).map((item) => item.name)).toEqual(['The Gilded Host', 'The Gilded Host (Copy)', 'The Gilded Host (Copy 2)']);
  });

  it('keeps a battle log of its own: a battle logged on the copy leaves the original as it was', async () => {
    const store = await storeWith([campaignedRoster('r1', 'The Gilded Host')]);
    const copyId = store.set(duplicateRosterAtom, 'r1')!;
    const entry: BattleLogEntry = {
      id: 'b2',
      date: '2026-11-08',
      opponent: 'Nighthaunt',
      result: 'loss',
      glory: 1,
      renown: { liberators: 1 },
      scars: [],
      gameId: null,
      score: null,
    };
    store.set(logBattleAtom, { id: copyId, entry, data: loadRealGameData() });

    const [original, copy] = store.get(rosterShelfAtom).items;
    expect(copy!.log.map((battle) => battle.opponent)).toEqual(['Skaven', 'Nighthaunt']);
    expect(original!.log.map((battle) => battle.opponent)).toEqual(['Skaven']);
    expect(original!.units.find((unit) => unit.id === 'liberators')!.renown).toBe(0);
  });

  it('sits right after the original, in its folder or at the top level', async () => {
    const store = await storeWith([roster('r1', 'In the folder'), roster('r2', 'At the top'), roster('r3', 'Last')], {
      folders: [folder('f', ['roster:r1'])],
      order: ['roster:r2', 'folder:f', 'roster:r3'],
    });
    store.set(duplicateRosterAtom, 'r1');
    store.set(duplicateRosterAtom, 'r2');
    await waitFor(() => expect(shownLibrary(store)).toEqual(['At the top', 'At the top (Copy)', 'Campaigns[In the folder, In the folder (Copy)]', 'Last']));
  });
});
