import 'fake-indexeddb/auto';

import { createRoster } from '@scrolldex/rules';
import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';

import { database } from '../data/db';
import { DEVICE_OWNER } from '../data/list-library-store';
import { rosterWritesSettled, writeRoster } from '../data/roster-store';
import { rosterShelfAtom, rostersReadyAtom } from './rosters';

const roster = (id: string, name: string) => createRoster({ id, name, faction: 'Stormcast Eternals', campaignId: '3a8b-7496-526f-feab', now: 1 });

beforeEach(async () => {
  localStorage.clear();
  await rosterWritesSettled();
  await database().rosters.clear();
});

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
