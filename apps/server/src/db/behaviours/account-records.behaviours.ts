// What every dialect keeps of an account's synced records across its stores (store-behaviours.ts): each account
// sees and writes only its own, text comes back as it went in, records outlive a restart, and the account's
// deletion takes every one of them and nothing of another account's.
import type { FavoriteEntry, UnitSettingEntry } from '@scrolldex/contract';
import { describe, expect, it } from 'vitest';

import { createAccount } from '../../../test/store-rows.js';
import { syncedGame } from '../../../test/synced-game.js';
import { folder, list, NOW, push } from '../../sync/sync-store.behaviours.js';
import type { Stores } from '../stores.js';
import { rowsOfUser, withStores, type StoresFixture } from './store-fixture.js';

/** The tables that hold an account's synced records. */
const RECORD_TABLES = ['lists', 'folders', 'favorites', 'unit_settings', 'games'] as const;

/** Text a client may send that a database could mangle: an escape written out (no NUL), quotes, accents, astral characters. */
const AWKWARD_TEXT = 'Kroak\'s "Host" \\u0000 \\ é 🦎 𝔖 \u00a0end';

const favourite = (key: string, updatedAt: number): FavoriteEntry => ({ type: 'unit', key, isFavorited: true, updatedAt });
const setting = (name: string, upgrades: string[], updatedAt: number): UnitSettingEntry => ({ name, upgrades, weapons: {}, updatedAt });

/** One of every record, all under the same ids and names, named after `owner`. */
async function writeRecords(stores: Stores, userId: string, owner: string, updatedAt: number): Promise<void> {
  await stores.sync.sync(userId, push({ lists: [list('same-id', updatedAt, owner)], folders: [folder('same-folder', updatedAt, ['same-id'], owner)] }), NOW);
  await stores.sync.mergeFavorites(userId, [favourite('Saurus Warriors', updatedAt)]);
  await stores.sync.mergeUnitSettings(userId, [setting('Kroxigor', [owner], updatedAt)]);
  await stores.games.sync(userId, { games: [syncedGame('same-game', updatedAt, { battleplan: owner })], outdatedGames: [] }, NOW);
}

/** What an account reads back of the records writeRecords wrote. */
async function readRecords(stores: Stores, userId: string) {
  const lists = await stores.sync.sync(userId, push({ outdatedLists: ['same-id'] }), NOW);
  const games = await stores.games.sync(userId, { games: [], outdatedGames: ['same-game'] }, NOW);
  return {
    lists: lists.lists.map((entry) => [entry.id, entry.name, entry._updatedAt]),
    folders: lists.folders.map((entry) => [entry.id, entry.name, entry.updatedAt]),
    favourites: await stores.sync.readFavorites(userId),
    settings: (await stores.sync.readUnitSettings(userId)).map((entry) => [entry.name, entry.upgrades]),
    games: games.games.map((game) => [game.id, game.battleplan, game.updatedAt]),
  };
}

export function describeAccountRecords({ stores, open }: StoresFixture): void {
  describe("an account's records", () => {
    it('are its own: another account with the same ids neither sees nor overwrites them, nor is held back by them', async () => {
      const alice = await createAccount(stores());
      const bob = await createAccount(stores());
      await writeRecords(stores(), alice.id, 'Alice', 100);
      const aliceBefore = await readRecords(stores(), alice.id);
      // Older than Alice's: stored all the same, as Bob's.
      await writeRecords(stores(), bob.id, 'Bob', 50);

      expect(await readRecords(stores(), alice.id)).toEqual(aliceBefore);
      expect(aliceBefore).toEqual({
        lists: [['same-id', 'Alice', 100]],
        folders: [['same-folder', 'Alice', 100]],
        favourites: [favourite('Saurus Warriors', 100)],
        settings: [['Kroxigor', ['Alice']]],
        games: [['same-game', 'Alice', 100]],
      });
      expect(await readRecords(stores(), bob.id)).toEqual({
        lists: [['same-id', 'Bob', 50]],
        folders: [['same-folder', 'Bob', 50]],
        favourites: [favourite('Saurus Warriors', 50)],
        settings: [['Kroxigor', ['Bob']]],
        games: [['same-game', 'Bob', 50]],
      });
      // A newer push of Bob's is no conflict with Alice's copy either.
      const bobsSync = await stores().sync.sync(bob.id, push({ lists: [list('same-id', 300, 'Bob again')] }), NOW);
      expect(bobsSync.conflicts).toEqual({ lists: [], folders: [] });
      expect((await readRecords(stores(), alice.id)).lists).toEqual([['same-id', 'Alice', 100]]);
    });

    it('keep their text as it was sent', async () => {
      const user = await createAccount(stores());
      const answer = await stores().sync.sync(
        user.id,
        push({ lists: [list('text', 1, AWKWARD_TEXT)], folders: [folder('text-folder', 1, ['text'], AWKWARD_TEXT)], outdatedLists: ['text'] }),
        NOW,
      );
      expect(answer.lists.map((entry) => entry.name)).toEqual([AWKWARD_TEXT]);
      expect(answer.folders.map((entry) => entry.name)).toEqual([AWKWARD_TEXT]);
      await stores().sync.mergeFavorites(user.id, [favourite(AWKWARD_TEXT, 1)]);
      expect((await stores().sync.readFavorites(user.id)).map((entry) => entry.key)).toEqual([AWKWARD_TEXT]);
      await stores().sync.mergeUnitSettings(user.id, [setting(AWKWARD_TEXT, [AWKWARD_TEXT], 1)]);
      expect(await stores().sync.readUnitSettings(user.id)).toEqual([setting(AWKWARD_TEXT, [AWKWARD_TEXT], 1)]);
      const game = syncedGame('text-game', 1, { battleplan: AWKWARD_TEXT });
      expect((await stores().games.sync(user.id, { games: [game], outdatedGames: ['text-game'] }, NOW)).games).toEqual([game]);
      const code = await stores().share.codeFor(AWKWARD_TEXT, `hash-${user.id}`, () => `code-${user.id}`, new Date(NOW));
      expect(await stores().share.segmentOf(code)).toBe(AWKWARD_TEXT);
    });

    it('outlive a restart: stores opened again on the same database read them', async () => {
      const userId = await withStores(open, 'records-restart', async (before) => {
        const { id } = await createAccount(before);
        await writeRecords(before, id, 'Kept', 100);
        return id;
      });
      const after = await withStores(open, 'records-restart', (reopened) => readRecords(reopened, userId));
      expect(after).toMatchObject({ lists: [['same-id', 'Kept', 100]], settings: [['Kroxigor', ['Kept']]], games: [['same-game', 'Kept', 100]] });
    });

    it('go with the account when it is deleted, and no other account’s with them', async () => {
      const leaving = await createAccount(stores());
      const staying = await createAccount(stores());
      await writeRecords(stores(), leaving.id, 'Leaving', 100);
      await writeRecords(stores(), staying.id, 'Staying', 100);
      const counts = (userId: string) => Promise.all(RECORD_TABLES.map((table) => rowsOfUser(stores(), table, userId)));
      expect(await counts(leaving.id)).toEqual([1, 1, 1, 1, 1]);

      await stores().accounts.deleteAccount(leaving.id);
      expect(await counts(leaving.id)).toEqual([0, 0, 0, 0, 0]);
      expect(await counts(staying.id)).toEqual([1, 1, 1, 1, 1]);
      expect(await readRecords(stores(), staying.id)).toMatchObject({ lists: [['same-id', 'Staying', 100]] });
    });
  });
}
