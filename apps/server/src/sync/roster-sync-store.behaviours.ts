// What every RosterSyncStore answers, whichever its dialect: db/store-behaviours.ts
// runs these on SQLite and PostgreSQL.
import { SYNC_LIMITS } from '@scrolldex/contract';
import { describe, expect, it } from 'vitest';

import { syncedRoster } from '../../test/synced-roster.js';
import { MAX_CLOCK_AHEAD_MS } from './clamp-record-time.js';
import type { DocumentStoreFixture } from '../db/behaviours/store-fixture.js';
import type { RosterPush, RosterSyncStore } from './roster-sync-store.js';

const NOW = 1_000_000;

const push = (body: Partial<RosterPush>): RosterPush => ({ rosters: [], outdatedRosters: [], ...body });

export function describeRosterSyncStore(name: string, fixture: DocumentStoreFixture<RosterSyncStore>): void {
  const { makeUser, failNextSync } = fixture;
  const sync = (user: string, body: Partial<RosterPush>, now = NOW) => fixture.store().sync(user, push(body), now);
  const states = (user: string) => fixture.store().readStates(user);

  describe(`${name}: rosters`, () => {
    it('keeps the newer roster, and on a tie keeps the stored one, answering its copy and naming the conflict', async () => {
      const user = await makeUser();
      await sync(user, { rosters: [syncedRoster('a', 100, { glory: 1 }), syncedRoster('b', 100, { glory: 1 })] });
      const answer = await sync(user, {
        rosters: [syncedRoster('a', 100, { glory: 2 }), syncedRoster('b', 200, { glory: 2 }), syncedRoster('c', 100)],
        outdatedRosters: ['b'],
      });
      expect(answer.conflicts).toEqual(['a']);
      expect(answer.rosters.map((roster) => [roster.id, roster.glory])).toEqual([
        ['a', 1],
        ['b', 2],
      ]);
      expect(answer.rosterStates).toEqual([
        { id: 'a', updatedAt: 100, deleted: false },
        { id: 'b', updatedAt: 200, deleted: false },
        { id: 'c', updatedAt: 100, deleted: false },
      ]);
      // An older push changes nothing, and the roster comes back whole, its units and log included.
      const again = await sync(user, { rosters: [syncedRoster('b', 150, { glory: 9 })], outdatedRosters: ['b'] });
      expect(again.rosters).toEqual([syncedRoster('b', 200, { glory: 2 })]);
    });

    it('keeps deletions as tombstones and answers only the account’s own rosters, whoever holds the same id', async () => {
      const user = await makeUser();
      const other = await makeUser();
      await sync(user, { rosters: [syncedRoster('shared-id', 10, { name: 'Mine' }), syncedRoster('gone', 10, { deleted: true, deletedAt: 10 })] });
      // Another account pushing a newer roster of the same id stores its own, never over this one.
      await sync(other, { rosters: [syncedRoster('shared-id', 99, { name: 'Theirs' })] });
      const answer = await sync(user, { outdatedRosters: ['shared-id', 'gone', 'unknown'] });
      expect(answer.rosters.map((roster) => [roster.id, roster.name, roster.deleted])).toEqual([
        ['gone', 'The Gilded Host', true],
        ['shared-id', 'Mine', false],
      ]);
      expect(await states(user)).toEqual([
        { id: 'gone', updatedAt: 10, deleted: true },
        { id: 'shared-id', updatedAt: 10, deleted: false },
      ]);
      expect(await states(other)).toEqual([{ id: 'shared-id', updatedAt: 99, deleted: false }]);
      expect(await states(await makeUser())).toEqual([]);
    });

    it('stores a roster stamped far ahead of the server’s clock at the limit, document included', async () => {
      const user = await makeUser();
      const limit = NOW + MAX_CLOCK_AHEAD_MS;
      const answer = await sync(user, { rosters: [syncedRoster('future', limit + 5_000)], outdatedRosters: ['future'] });
      expect(answer.rosters[0]?._updatedAt).toBe(limit);
      expect(answer.rosterStates).toEqual([{ id: 'future', updatedAt: limit, deleted: false }]);
    });

    it('rolls the whole sync back when it fails after the writes', async () => {
      const user = await makeUser();
      await sync(user, { rosters: [syncedRoster('a', 1)] });
      const before = await states(user);
      failNextSync();
      await expect(sync(user, { rosters: [syncedRoster('a', 2), syncedRoster('b', 2)] })).rejects.toThrow('injected fault');
      expect(await states(user)).toEqual(before);
    });

    it('refuses a sync that takes the account past its rosters quota with QUOTA_EXCEEDED, storing nothing of it', async () => {
      const user = await makeUser();
      await sync(user, { rosters: [syncedRoster('kept', 1)] });
      const flood = Array.from({ length: SYNC_LIMITS.rostersPerAccount }, (_, index) => syncedRoster(`new-${index}`, 2));
      await expect(sync(user, { rosters: [syncedRoster('kept', 2, { glory: 5 }), ...flood] })).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: `An account may keep at most ${SYNC_LIMITS.rostersPerAccount} rosters; this sync would make ${SYNC_LIMITS.rostersPerAccount + 1}.`,
      });
      expect(await states(user)).toEqual([{ id: 'kept', updatedAt: 1, deleted: false }]);
    });
  });
}
