// What every SyncStore answers, whichever its dialect: db/store-behaviours.ts
// runs these on SQLite and PostgreSQL, so the dialects are held to one set of cases.
import { SYNC_LIMITS } from '@scrolldex/contract';
import { listSchemas } from '@scrolldex/rules';
import { describe, expect, it } from 'vitest';

import { syncedRoster } from '../../test/synced-roster.js';
import { MAX_CLOCK_AHEAD_MS } from './clamp-record-time.js';
import type { RosterSyncStore } from './roster-sync-store.js';
import type { SyncHooks } from './sync-store-steps.js';
import type { SyncPush, SyncStore } from './sync-store.js';

export const NOW = 1_000_000;

export const list = (id: string, updatedAt: number, name = `List ${id}`) =>
  listSchemas().ArmyListSchema.parse({
    id,
    name,
    faction: 'Seraphon',
    createdAt: '2026-11-01T00:00:00.000Z',
    modifiedAt: '2026-11-01T00:00:00.000Z',
    _createdAt: 1,
    _updatedAt: updatedAt,
  });

export const folder = (id: string, updatedAt: number, listIds: string[] = [], name = `Folder ${id}`) => ({
  id,
  name,
  color: 'blue' as const,
  listIds,
  createdAt: 1,
  updatedAt,
  deleted: false,
  deletedAt: null,
});

export const push = (body: Partial<SyncPush>): SyncPush => ({ lists: [], folders: [], outdatedLists: [], ...body });

/** Hooks for a store under test: `failNextSync()` makes the next sync throw after its writes, once. */
export function injectedFault(): { hooks: SyncHooks; failNextSync: () => void } {
  let failNext = false;
  return {
    hooks: {
      afterSyncWrites: () => {
        if (!failNext) return;
        failNext = false;
        throw new Error('injected fault');
      },
    },
    failNextSync: () => {
      failNext = true;
    },
  };
}

export type SyncStoreFixture = {
  /** The store, opened by db/store-behaviours.ts with the hooks of `injectedFault`. */
  store: () => SyncStore;
  /** The rosters' store on the same database: the root order keeps the places of rosters. */
  rosters: () => RosterSyncStore;
  /** A new account, without records. */
  makeUser: () => Promise<string>;
  failNextSync: () => void;
};

export function describeSyncStore(name: string, fixture: SyncStoreFixture): void {
  const { makeUser, failNextSync } = fixture;

  describe(`${name}: lists and folders`, () => {
    it('keeps the newer record, and on a tie keeps the stored one, reporting it when the content differs', async () => {
      const user = await makeUser();
      await fixture.store().sync(user, push({ lists: [list('a', 100, 'Stored'), list('b', 100, 'Stored')], folders: [folder('f', 100)] }), NOW);
      const answer = await fixture
        .store()
        .sync(
          user,
          push({ lists: [list('a', 100, 'Pushed'), list('b', 200, 'Pushed')], folders: [folder('f', 100, [], 'Renamed')], outdatedLists: ['a', 'b'] }),
          NOW,
        );
      expect(answer.lists.map((entry) => [entry.id, entry.name])).toEqual([
        ['a', 'Stored'],
        ['b', 'Pushed'],
      ]);
      expect(answer.conflicts).toEqual({ lists: ['a'], folders: ['f'] });
    });

    it('stores a list pushed twice in one sync once, the later stamp winning whatever its place', async () => {
      const user = await makeUser();
      const answer = await fixture
        .store()
        .sync(user, push({ lists: [list('twice', 300, 'Later'), list('twice', 200, 'Earlier')], outdatedLists: ['twice'] }), NOW);
      expect(answer.lists).toEqual([expect.objectContaining({ name: 'Later', _updatedAt: 300 })]);
      expect(answer.listStates).toEqual([{ id: 'twice', updatedAt: 300, deleted: false }]);
    });

    it('merges two pushed root orders and stores the merge once', async () => {
      const user = await makeUser();
      await fixture.store().sync(user, push({ lists: [list('a', 1), list('b', 1)] }), NOW);
      const answer = await fixture.store().sync(user, push({ folders: [folder('root', 20, ['a']), folder('root', 10, ['b'])] }), NOW);
      expect(answer.folders).toEqual([expect.objectContaining({ id: 'root', listIds: ['a', 'b'], updatedAt: 21 })]);
      expect(answer.folderStates).toEqual([{ id: 'root', updatedAt: 21, deleted: false }]);
    });

    it('drops deleted lists and folders, and lists moved into a folder, from the merged root order', async () => {
      const user = await makeUser();
      await fixture.store().sync(
        user,
        push({
          lists: [list('a', 100), list('b', 100), list('c', 100)],
          folders: [folder('f1', 100), folder('f2', 100), folder('root', 100, ['a', 'b', 'c', 'folder:f1', 'folder:f2'])],
        }),
        NOW,
      );
      // One device deletes a and f2 and moves b into f1; an older order from another device still names them all.
      await fixture.store().sync(
        user,
        push({
          lists: [{ ...list('a', 200), deleted: true, deletedAt: 200 }],
          folders: [folder('f1', 200, ['b']), { ...folder('f2', 200), deleted: true, deletedAt: 200 }, folder('root', 200, ['c', 'folder:f1'])],
        }),
        NOW,
      );
      const answer = await fixture.store().sync(user, push({ folders: [folder('root', 150, ['a', 'b', 'c', 'folder:f1', 'folder:f2', 'never-pushed'])] }), NOW);
      expect(answer.folders.find((entry) => entry.id === 'root')).toMatchObject({ listIds: ['c', 'folder:f1'], updatedAt: 200 });
      expect(answer.conflicts).toEqual({ lists: [], folders: [] });
    });

    it('keeps rosters in the merged root order unless deleted or in a live folder, a roster not synced yet included', async () => {
      const user = await makeUser();
      await fixture
        .rosters()
        .sync(user, { rosters: [syncedRoster('r1', 100), { ...syncedRoster('r2', 100), deleted: true, deletedAt: 100 }], outdatedRosters: [] }, NOW);
      const answer = await fixture
        .store()
        .sync(
          user,
          push({ folders: [folder('f1', 100, ['roster:r4']), folder('root', 100, ['roster:r1', 'roster:r2', 'roster:r3', 'roster:r4', 'folder:f1'])] }),
          NOW,
        );
      expect(answer.folders.find((entry) => entry.id === 'root')?.listIds).toEqual(['roster:r1', 'roster:r3', 'folder:f1']);
      expect(answer.folders.find((entry) => entry.id === 'f1')?.listIds).toEqual(['roster:r4']);
    });

    it('stores a list stamped far ahead of the server’s clock at the limit, document included', async () => {
      const user = await makeUser();
      const limit = NOW + MAX_CLOCK_AHEAD_MS;
      const answer = await fixture.store().sync(user, push({ lists: [list('future', limit + 5_000)], outdatedLists: ['future'] }), NOW);
      expect(answer.lists.map((entry) => entry._updatedAt)).toEqual([limit]);
      expect(answer.listStates).toEqual([{ id: 'future', updatedAt: limit, deleted: false }]);
    });

    it('rolls the whole sync back when it fails after the writes, the root merge included', async () => {
      const user = await makeUser();
      await fixture.store().sync(user, push({ lists: [list('a', 1)], folders: [folder('root', 1, ['a'])] }), NOW);
      const before = await fixture.store().readStatesJson(user);
      failNextSync();
      await expect(fixture.store().sync(user, push({ lists: [list('b', 2)], folders: [folder('root', 2, ['b'])] }), NOW)).rejects.toThrow('injected fault');
      expect(await fixture.store().readStatesJson(user)).toBe(before);
    });

    it('answers the states as JSON text with the same states a sync answers, deleted records and an empty account included', async () => {
      const user = await makeUser();
      expect(JSON.parse(await fixture.store().readStatesJson(user))).toEqual({ listStates: [], folderStates: [] });
      const gone = { ...list('b', 3), deleted: true, deletedAt: 3 };
      const answer = await fixture
        .store()
        .sync(user, push({ lists: [list('c', 2), gone, list('a', 1, 'A "quoted" \\ name')], folders: [folder('f', 4)] }), NOW);
      expect(answer.listStates.map((state) => state.deleted)).toEqual([false, true, false]);
      expect(JSON.parse(await fixture.store().readStatesJson(user))).toEqual({ listStates: answer.listStates, folderStates: answer.folderStates });
    });

    it('refuses a sync that takes the account past its list quota with QUOTA_EXCEEDED, storing nothing of it', async () => {
      const user = await makeUser();
      await fixture.store().sync(user, push({ lists: [list('kept', 1)] }), NOW);
      const before = await fixture.store().readStatesJson(user);
      const flood = Array.from({ length: SYNC_LIMITS.listsPerAccount }, (_, index) => list(`new-${index}`, 2));
      await expect(fixture.store().sync(user, push({ lists: [list('kept', 2, 'Renamed'), ...flood] }), NOW)).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
      });
      expect(await fixture.store().readStatesJson(user)).toBe(before);
    });
  });

  describe(`${name}: favourites and unit settings`, () => {
    it('keeps the stored favourite on a tie and takes a newer one, answering what it wrote and what it kept instead', async () => {
      const user = await makeUser();
      const stored = { type: 'unit' as const, key: 'Saurus Warriors', isFavorited: true, updatedAt: 10 };
      expect(await fixture.store().mergeFavorites(user, [stored])).toEqual({ written: 1, kept: [] });
      expect(await fixture.store().mergeFavorites(user, [{ ...stored, isFavorited: false }])).toEqual({ written: 0, kept: [stored] });
      // The same entry again: nothing written, nothing to tell.
      expect(await fixture.store().mergeFavorites(user, [stored])).toEqual({ written: 0, kept: [] });
      expect(await fixture.store().mergeFavorites(user, [{ ...stored, isFavorited: false, updatedAt: 11 }])).toEqual({ written: 1, kept: [] });
      expect(await fixture.store().readFavorites(user)).toEqual([{ ...stored, isFavorited: false, updatedAt: 11 }]);
      // A key of another type is another favourite.
      expect(await fixture.store().mergeFavorites(user, [{ ...stored, type: 'army', updatedAt: 1 }])).toEqual({ written: 1, kept: [] });
    });

    it('keeps the stored unit setting on a tie, and of one name pushed twice the later', async () => {
      const user = await makeUser();
      const stored = { name: 'Kroxigor', upgrades: ['Stored'], weapons: {}, updatedAt: 10 };
      await fixture.store().mergeUnitSettings(user, [stored]);
      const merged = await fixture.store().mergeUnitSettings(user, [
        { name: 'Kroxigor', upgrades: ['Tie'], weapons: {}, updatedAt: 10 },
        { name: 'Skinks', upgrades: ['Later'], weapons: {}, updatedAt: 30 },
        { name: 'Skinks', upgrades: ['Earlier'], weapons: {}, updatedAt: 20 },
      ]);
      expect(merged).toEqual({ written: 1, kept: [stored] });
      expect((await fixture.store().readUnitSettings(user)).map((entry) => [entry.name, entry.upgrades])).toEqual([
        ['Kroxigor', ['Stored']],
        ['Skinks', ['Later']],
      ]);
    });

    it('refuses a write that takes the account past its favourites or unit-settings quota, writing nothing of it', async () => {
      const user = await makeUser();
      const favourite = (key: string, updatedAt = 1) => ({ type: 'unit' as const, key, isFavorited: true, updatedAt });
      const full = Array.from({ length: SYNC_LIMITS.favouritesPerAccount }, (_, index) => favourite(`Unit ${index}`));
      for (let start = 0; start < full.length; start += SYNC_LIMITS.favouritesPerWrite)
        await fixture.store().mergeFavorites(user, full.slice(start, start + SYNC_LIMITS.favouritesPerWrite));
      await expect(fixture.store().mergeFavorites(user, [favourite('Unit 0', 2), favourite('One too many')])).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: `An account may keep at most ${SYNC_LIMITS.favouritesPerAccount} favourites; this would make ${SYNC_LIMITS.favouritesPerAccount + 1}.`,
      });
      const stored = await fixture.store().readFavorites(user);
      expect(stored).toHaveLength(SYNC_LIMITS.favouritesPerAccount);
      expect(stored.find((entry) => entry.key === 'Unit 0')?.updatedAt).toBe(1);
      // What the account keeps may still change.
      expect(await fixture.store().mergeFavorites(user, [favourite('Unit 0', 2)])).toEqual({ written: 1, kept: [] });

      const setting = (name: string) => ({ name, upgrades: [], weapons: {}, updatedAt: 1 });
      const settings = Array.from({ length: SYNC_LIMITS.unitSettingsPerAccount }, (_, index) => setting(`Unit ${index}`));
      for (let start = 0; start < settings.length; start += SYNC_LIMITS.unitSettingsPerWrite)
        await fixture.store().mergeUnitSettings(user, settings.slice(start, start + SYNC_LIMITS.unitSettingsPerWrite));
      await expect(fixture.store().mergeUnitSettings(user, [setting('One too many')])).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: `An account may keep at most ${SYNC_LIMITS.unitSettingsPerAccount} unit settings; this would make ${SYNC_LIMITS.unitSettingsPerAccount + 1}.`,
      });
      expect(await fixture.store().readUnitSettings(user)).toHaveLength(SYNC_LIMITS.unitSettingsPerAccount);
    });
  });
}
