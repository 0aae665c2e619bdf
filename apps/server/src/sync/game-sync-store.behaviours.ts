// What every GameSyncStore answers, whichever its dialect: db/store-behaviours.ts
// runs these on SQLite and PostgreSQL.
import { SYNC_LIMITS } from '@scrolldex/contract';
import { describe, expect, it } from 'vitest';

import { syncedGame } from '../../test/synced-game.js';
import { MAX_CLOCK_AHEAD_MS } from './clamp-record-time.js';
import type { DocumentStoreFixture } from '../db/behaviours/store-fixture.js';
import type { GamePush, GameSyncStore } from './game-sync-store.js';

const NOW = 1_000_000;

const push = (body: Partial<GamePush>): GamePush => ({ games: [], outdatedGames: [], ...body });

export function describeGameSyncStore(name: string, fixture: DocumentStoreFixture<GameSyncStore>): void {
  const { makeUser, failNextSync } = fixture;
  const sync = (user: string, body: Partial<GamePush>, now = NOW) => fixture.store().sync(user, push(body), now);

  describe(`${name}: games`, () => {
    it('keeps the newer game, and on a tie keeps the stored one, answering its copy and naming the conflict', async () => {
      const user = await makeUser();
      await sync(user, { games: [syncedGame('a', 100, { battleplan: 'Stored' }), syncedGame('b', 100, { battleplan: 'Stored' })] });
      const answer = await sync(user, {
        games: [syncedGame('a', 100, { battleplan: 'Pushed' }), syncedGame('b', 200, { battleplan: 'Pushed' }), syncedGame('c', 100)],
        outdatedGames: ['b'],
      });
      expect(answer.conflicts).toEqual(['a']);
      expect(answer.games.map((game) => [game.id, game.battleplan])).toEqual([
        ['a', 'Stored'],
        ['b', 'Pushed'],
      ]);
      expect(answer.gameStates).toEqual([
        { id: 'a', updatedAt: 100, deleted: false },
        { id: 'b', updatedAt: 200, deleted: false },
        { id: 'c', updatedAt: 100, deleted: false },
      ]);
      // An equal push with the same content is no conflict; an older one changes nothing.
      const again = await sync(user, { games: [syncedGame('c', 100), syncedGame('b', 150, { battleplan: 'Older' })], outdatedGames: ['b'] });
      expect(again.conflicts).toEqual([]);
      expect(again.games.map((game) => game.battleplan)).toEqual(['Pushed']);
    });

    it('stores a game pushed twice in one sync once, the later stamp winning whatever its place', async () => {
      const user = await makeUser();
      const answer = await sync(user, {
        games: [syncedGame('twice', 300, { battleplan: 'Later' }), syncedGame('twice', 200, { battleplan: 'Earlier' })],
        outdatedGames: ['twice'],
      });
      expect(answer.games).toEqual([expect.objectContaining({ battleplan: 'Later', updatedAt: 300 })]);
      expect(answer.gameStates).toEqual([{ id: 'twice', updatedAt: 300, deleted: false }]);
    });

    it('keeps deletions as tombstones, answers only the account’s own games and leaves unknown ids out', async () => {
      const user = await makeUser();
      const other = await makeUser();
      await sync(other, { games: [syncedGame('theirs', 5)] });
      await sync(user, { games: [syncedGame('gone', 10, { deleted: true, deletedAt: 10 }), syncedGame('mine', 7)] });
      const answer = await sync(user, { outdatedGames: ['gone', 'theirs', 'unknown'] });
      expect(answer.games).toEqual([expect.objectContaining({ id: 'gone', deleted: true, deletedAt: 10 })]);
      expect(await fixture.store().readStates(user)).toEqual([
        { id: 'gone', updatedAt: 10, deleted: true },
        { id: 'mine', updatedAt: 7, deleted: false },
      ]);
      expect(await fixture.store().readStates(other)).toEqual([{ id: 'theirs', updatedAt: 5, deleted: false }]);
      expect(await fixture.store().readStates(await makeUser())).toEqual([]);
    });

    it('stores a game stamped far ahead of the server’s clock at the limit, document included', async () => {
      const user = await makeUser();
      const limit = NOW + MAX_CLOCK_AHEAD_MS;
      const answer = await sync(user, { games: [syncedGame('future', limit + 5_000)], outdatedGames: ['future'] });
      expect(answer.games[0]?.updatedAt).toBe(limit);
      expect(answer.gameStates).toEqual([{ id: 'future', updatedAt: limit, deleted: false }]);
    });

    it('rolls the whole sync back when it fails after the writes', async () => {
      const user = await makeUser();
      await sync(user, { games: [syncedGame('a', 1)] });
      const before = await fixture.store().readStates(user);
      failNextSync();
      await expect(sync(user, { games: [syncedGame('a', 2), syncedGame('b', 2)] })).rejects.toThrow('injected fault');
      expect(await fixture.store().readStates(user)).toEqual(before);
    });

    it('refuses a sync that takes the account past its games quota with QUOTA_EXCEEDED, storing nothing of it', async () => {
      const user = await makeUser();
      await sync(user, { games: [syncedGame('kept', 1)] });
      const flood = Array.from({ length: SYNC_LIMITS.gamesPerAccount }, (_, index) => syncedGame(`new-${index}`, 2));
      await expect(sync(user, { games: [syncedGame('kept', 2, { battleplan: 'Changed' }), ...flood] })).rejects.toMatchObject({
        code: 'QUOTA_EXCEEDED',
        message: `An account may keep at most ${SYNC_LIMITS.gamesPerAccount} games; this sync would make ${SYNC_LIMITS.gamesPerAccount + 1}.`,
      });
      expect(await fixture.store().readStates(user)).toEqual([{ id: 'kept', updatedAt: 1, deleted: false }]);
    });
  });
}
