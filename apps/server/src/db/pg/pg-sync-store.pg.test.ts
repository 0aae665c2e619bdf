// The PostgreSQL sync store on the test cluster, without HTTP: what only
// several instances on one database can break (two pools stand for two server
// instances, and their syncs of one account race), and the same answers as the
// SQLite store. The cases every dialect answers alike: db/store-behaviours.ts.
import { randomUUID } from 'node:crypto';

import type { FavoriteEntry, ListSyncAnswer, UnitSettingEntry } from '@scrolldex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeTempDir } from '../../../test/helpers.js';
import { requirePostgresDatabase } from '../../../test/postgres.js';
import { openDatabase, type AppDatabase } from '../open-database.js';
import { openPgDatabase, type PgAppDatabase } from './open-pg-database.js';
import { users } from './schema.js';
import { users as sqliteUsers } from '../schema.js';
import { createPgSyncStore } from './pg-sync-store.js';
import { createSqliteSyncStore } from '../sqlite/sqlite-sync-store.js';
import { folder, list, NOW, push } from '../../sync/sync-store.behaviours.js';
import type { SyncPush, SyncStore } from '../../sync/sync-store.js';

const url = await requirePostgresDatabase('pg-sync-store');
let firstDb: PgAppDatabase;
let secondDb: PgAppDatabase;
let first: SyncStore;
let second: SyncStore;

async function makeUser(): Promise<string> {
  const id = randomUUID();
  await firstDb.insert(users).values({ id, username: id, email: `${id}@example.com`, passwordHash: 'x', createdAt: new Date(0), updatedAt: new Date(0) });
  return id;
}

beforeAll(async () => {
  firstDb = await openPgDatabase(url);
  secondDb = await openPgDatabase(url);
  first = createPgSyncStore(firstDb);
  second = createPgSyncStore(secondDb);
});
afterAll(async () => {
  await firstDb?.$client.end();
  await secondDb?.$client.end();
});

const listNamed = async (store: SyncStore, user: string, id: string) => (await store.sync(user, push({ outdatedLists: [id] }), NOW)).lists[0];

describe('createPgSyncStore', () => {
  describe('two instances syncing one account at once', () => {
    it('keep the newest of 20 concurrent pushes of one list, and lose none of the lists each push adds', async () => {
      const user = await makeUser();
      await first.sync(user, push({ lists: [list('shared', 1, 'v1')] }), NOW);
      // Issued in an order unrelated to the stamps, alternating instances; each push also adds a list of its own.
      const stamps = Array.from({ length: 20 }, (_, index) => ((index * 7) % 20) + 2);
      const answers = await Promise.all(
        stamps.map((stamp, index) =>
          (index % 2 === 0 ? first : second).sync(user, push({ lists: [list('shared', stamp, `v${stamp}`), list(`own-${stamp}`, stamp)] }), NOW),
        ),
      );
      expect(answers.every((answer) => answer.conflicts.lists.length === 0)).toBe(true);
      expect(await listNamed(second, user, 'shared')).toMatchObject({ name: 'v21', _updatedAt: 21 });
      const states = JSON.parse(await first.readStatesJson(user)) as { listStates: { id: string }[] };
      expect(states.listStates).toHaveLength(21);
    });

    it('keep the first of two equal stamps with other content and report the conflict to the second', async () => {
      const user = await makeUser();
      const [fromFirst, fromSecond] = await Promise.all([
        first.sync(user, push({ lists: [list('tie', 5, 'From first')] }), NOW),
        second.sync(user, push({ lists: [list('tie', 5, 'From second')] }), NOW),
      ]);
      const conflicted = [fromFirst, fromSecond].map((answer) => answer.conflicts.lists);
      expect(conflicted.filter((ids) => ids.length > 0)).toEqual([['tie']]);
      const kept = fromFirst.conflicts.lists.length === 0 ? 'From first' : 'From second';
      expect(await listNamed(first, user, 'tie')).toMatchObject({ name: kept, _updatedAt: 5 });
    });

    it('keep the newest of 20 concurrent favourite merges, and of 20 unit setting merges', async () => {
      const user = await makeUser();
      const stamps = Array.from({ length: 20 }, (_, index) => ((index * 7) % 20) + 1);
      await Promise.all(
        stamps.map((stamp, index) =>
          (index % 2 === 0 ? first : second).mergeFavorites(user, [{ type: 'unit', key: 'Kroxigor', isFavorited: stamp % 2 === 0, updatedAt: stamp }]),
        ),
      );
      await Promise.all(
        stamps.map((stamp, index) =>
          (index % 2 === 0 ? second : first).mergeUnitSettings(user, [{ name: 'Kroxigor', upgrades: [`v${stamp}`], weapons: {}, updatedAt: stamp }]),
        ),
      );
      expect(await first.readFavorites(user)).toEqual([{ type: 'unit', key: 'Kroxigor', isFavorited: true, updatedAt: 20 }]);
      expect(await second.readUnitSettings(user)).toEqual([{ name: 'Kroxigor', upgrades: ['v20'], weapons: {}, updatedAt: 20 }]);
    });
  });

  describe('the same answers as the SQLite store', () => {
    const temp = makeTempDir('scrolldex-pg-sync-store-');
    let sqliteDb: AppDatabase;
    let sqlite: SyncStore;
    beforeAll(() => {
      sqliteDb = openDatabase(`${temp.dir}/store.sqlite`);
      sqlite = createSqliteSyncStore(sqliteDb);
    });
    afterAll(() => {
      sqliteDb.$client.close();
      temp.remove();
    });

    it('for the same syncs, merges and reads: ids in byte order (capitals first), deleted records, the root order, conflicts', async () => {
      const user = await makeUser();
      sqliteDb
        .insert(sqliteUsers)
        .values({ id: user, username: user, email: `${user}@example.com`, passwordHash: 'x', createdAt: new Date(0), updatedAt: new Date(0) })
        .run();
      const pushes: SyncPush[] = [
        push({ lists: [list('b', 10), list('B', 10), list('a', 10), list('é', 10)], folders: [folder('F', 10, ['a']), folder('e', 10)] }),
        push({
          lists: [{ ...list('b', 20), deleted: true, deletedAt: 20 }, list('B', 10, 'Tie'), list('future', NOW * 10)],
          folders: [folder('root', 30, ['B', 'folder:e', 'gone']), folder('root', 25, ['b', 'é', 'folder:F'])],
          outdatedLists: ['future', 'B', 'a', 'nowhere'],
        }),
      ];
      const favorites: FavoriteEntry[] = [
        { type: 'unit', key: 'skinks', isFavorited: true, updatedAt: 2 },
        { type: 'unit', key: 'Saurus', isFavorited: true, updatedAt: 2 },
        { type: 'army', key: 'Seraphon', isFavorited: false, updatedAt: 3 },
      ];
      const settings: UnitSettingEntry[] = [
        { name: 'skinks', upgrades: ['a'], weapons: { Bows: [{ name: 'Moonstone Bow', count: 2 }] }, updatedAt: 1 },
        { name: 'Kroxigor', upgrades: [], weapons: {}, updatedAt: 1 },
      ];
      const run = async (store: SyncStore) => {
        const answers: ListSyncAnswer[] = [];
        for (const body of pushes) answers.push(await store.sync(user, body, NOW));
        return {
          answers,
          states: JSON.parse(await store.readStatesJson(user)) as unknown,
          favorites: await store.mergeFavorites(user, favorites),
          settings: await store.mergeUnitSettings(user, settings),
        };
      };
      const onSqlite = await run(sqlite);
      expect(await run(first)).toEqual(onSqlite);
      expect(onSqlite.answers[1]!.conflicts).toEqual({ lists: ['B'], folders: [] });
      expect(onSqlite.states).toMatchObject({ listStates: [{ id: 'B' }, { id: 'a' }, { id: 'b' }, { id: 'future' }, { id: 'é' }] });
    });
  });
});
