// The PostgreSQL stores of records kept whole (games, rosters) on the test cluster, without HTTP: two sets of stores,
// standing for two server instances, racing one account's record. The cases every dialect answers alike:
// db/store-behaviours.ts.
import { describe, expect, it } from 'vitest';

import { pgInstances } from '../../../test/pg-stores.js';
import { createAccount } from '../../../test/store-rows.js';
import { syncedGame } from '../../../test/synced-game.js';
import { syncedRoster } from '../../../test/synced-roster.js';
import type { Stores } from '../stores.js';

const { instances } = await pgInstances('pg-document-sync-stores');

const NOW = 1_000_000;
const STAMPS = Array.from({ length: 20 }, (_, index) => 100 + index);

type Race = {
  kind: string;
  push: (stores: Stores, user: string, stamp: number) => Promise<unknown>;
  states: (stores: Stores, user: string) => Promise<unknown>;
};

const RACES: Race[] = [
  {
    kind: 'game',
    push: (stores, user, stamp) => stores.games.sync(user, { games: [syncedGame('raced', stamp)], outdatedGames: [] }, NOW),
    states: (stores, user) => stores.games.readStates(user),
  },
  {
    kind: 'roster',
    push: (stores, user, stamp) => stores.rosters.sync(user, { rosters: [syncedRoster('raced', stamp)], outdatedRosters: [] }, NOW),
    states: (stores, user) => stores.rosters.readStates(user),
  },
];

describe('the games and rosters stores on two instances', () => {
  it.each(RACES)('keeps the newest of many racing pushes of one new $kind, whichever instance stores it', async ({ push, states }) => {
    const { first, second } = instances();
    const user = (await createAccount(first)).id;
    await Promise.all(STAMPS.map((stamp, index) => push(index % 2 === 0 ? first : second, user, stamp)));
    expect(await states(second, user)).toEqual([{ id: 'raced', updatedAt: 119, deleted: false }]);
  });
});
