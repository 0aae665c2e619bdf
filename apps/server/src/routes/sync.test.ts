import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FavoritesWriteAnswerSchema, SYNC_LIMITS, UnitSettingsWriteAnswerSchema } from '@scrolldex/contract';

import { countOf, makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { call } from '../../test/requests.js';
import type { Config } from '../env.js';
import { MAX_CLOCK_AHEAD_MS } from '../sync/clamp-record-time.js';

const temp = makeTempDir();
let config: Config;
let app: FastifyInstance;
let counter = 0;
/** Set by a test to make the next sync throw inside its transaction, after the writes. */
let failNextSync = false;

async function createUser(target: FastifyInstance = app): Promise<string> {
  counter++;
  const response = await call(target, 'POST', '/auth/create', undefined, {
    username: `sync${counter}`,
    email: `sync${counter}@example.com`,
    password: `secret-pass-${counter}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { accessToken: string }).accessToken;
}

function list(id: string, updatedAt: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    name: `List ${id}`,
    faction: 'Stormcast Eternals',
    createdAt: '2026-11-01T00:00:00.000Z',
    modifiedAt: new Date(updatedAt).toISOString(),
    _createdAt: 1_000,
    _updatedAt: updatedAt,
    ...extra,
  };
}

function folder(id: string, updatedAt: number, extra: Record<string, unknown> = {}) {
  return { id, name: `Folder ${id}`, color: 'blue', listIds: [], createdAt: 1_000, updatedAt, deleted: false, deletedAt: null, ...extra };
}

type SyncAnswer = {
  conflicts: { lists: string[]; folders: string[] };
  lists: Array<Record<string, unknown>>;
  listStates: Array<{ id: string; updatedAt: number; deleted: boolean }>;
  folders: Array<Record<string, unknown>>;
  folderStates: Array<{ id: string; updatedAt: number; deleted: boolean }>;
};

async function sync(token: string, body: { lists?: unknown[]; outdatedLists?: string[]; folders?: unknown[] }, target = app): Promise<SyncAnswer> {
  const response = await call(target, 'POST', '/lists/sync', token, { lists: [], outdatedLists: [], folders: [], ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SyncAnswer;
}

beforeAll(async () => {
  config = makeConfig(temp.dir);
  app = await makeApp(config, {
    sync: {
      afterSyncWrites: () => {
        if (failNextSync) {
          failNextSync = false;
          throw new Error('injected fault');
        }
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

describe('auth on every sync route', () => {
  it.each([
    ['GET', '/lists/states'],
    ['POST', '/lists/sync'],
    ['GET', '/favorites'],
    ['POST', '/favorites'],
    ['GET', '/unit-settings'],
    ['POST', '/unit-settings'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await call(app, method, url, undefined, method === 'POST' ? { lists: 'not even valid' } : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, message: 'Missing or invalid access token.' });
    const bad = await call(app, method, url, 'not-a-token');
    expect(bad.statusCode).toBe(401);
  });
});

describe('POST /lists/sync and GET /lists/states', () => {
  it('starts empty and stores pushed lists and folders, the root pseudo folder included', async () => {
    const token = await createUser();
    expect((await call(app, 'GET', '/lists/states', token)).json()).toEqual({ listStates: [], folderStates: [] });
    const root = folder('root', 500, { listIds: ['folder:f1', 'a'] });
    const answer = await sync(token, { lists: [list('a', 100), list('b', 200)], folders: [folder('f1', 300, { listIds: ['b'] }), root] });
    expect(answer.listStates).toEqual([
      { id: 'a', updatedAt: 100, deleted: false },
      { id: 'b', updatedAt: 200, deleted: false },
    ]);
    expect(answer.folderStates).toEqual([
      { id: 'f1', updatedAt: 300, deleted: false },
      { id: 'root', updatedAt: 500, deleted: false },
    ]);
    expect(answer.folders).toEqual([folder('f1', 300, { listIds: ['b'] }), root]);
    expect(answer.lists).toEqual([]);
    expect((await call(app, 'GET', '/lists/states', token)).json()).toEqual({ listStates: answer.listStates, folderStates: answer.folderStates });
  });

  it('two devices edit the same list: the newer wins, nothing else is lost', async () => {
    const token = await createUser();
    await sync(token, { lists: [list('shared', 100), list('other', 100)] });
    // Device 1 renames at t=300, device 2 at t=200 but syncs later.
    await sync(token, { lists: [list('shared', 300, { name: 'Device one' }), list('new-on-1', 310)] });
    const answer = await sync(token, { lists: [list('shared', 200, { name: 'Device two' }), list('new-on-2', 210)], outdatedLists: ['shared'] });
    expect(answer.lists).toHaveLength(1);
    expect(answer.lists[0]).toMatchObject({ id: 'shared', name: 'Device one', _updatedAt: 300 });
    expect(answer.listStates.map((state) => [state.id, state.updatedAt])).toEqual([
      ['new-on-1', 310],
      ['new-on-2', 210],
      ['other', 100],
      ['shared', 300],
    ]);
  });

  it('ignores an older or equal push, and takes a newer one', async () => {
    const token = await createUser();
    await sync(token, { lists: [list('x', 500, { name: 'Current' })], folders: [folder('f', 500, { name: 'Current' })] });
    let answer = await sync(token, { lists: [list('x', 400, { name: 'Old' })], folders: [folder('f', 500, { name: 'Same time' })], outdatedLists: ['x'] });
    expect(answer.lists[0]).toMatchObject({ name: 'Current', _updatedAt: 500 });
    expect(answer.folders[0]).toMatchObject({ name: 'Current', updatedAt: 500 });
    answer = await sync(token, { lists: [list('x', 600, { name: 'Newer' })], folders: [folder('f', 600, { name: 'Newer' })], outdatedLists: ['x'] });
    expect(answer.lists[0]).toMatchObject({ name: 'Newer', _updatedAt: 600 });
    expect(answer.folders[0]).toMatchObject({ name: 'Newer', updatedAt: 600 });
  });

  it("stores an older app's list, whose issues are sentences, with its issues as codes and params", async () => {
    const token = await createUser();
    const errors = ['List exceeds 1000 points (1130 points).'];
    const warnings = ['Warning: No artifact selected although a unit could take one.'];
    await sync(token, { lists: [list('old-app', 100, { lastValidation: 'error', errors, warnings })] });
    const answer = await sync(token, { outdatedLists: ['old-app'] });
    expect(answer.lists[0]).toMatchObject({
      errors: [{ code: 'POINTS_OVER_CAP', params: { cap: '1000', total: '1130' } }],
      warnings: [{ code: 'NO_ARTIFACT', params: {} }],
    });
  });

  it('syncs soft deletes as records, and an older undeleted copy does not revive them', async () => {
    const token = await createUser();
    await sync(token, { lists: [list('gone', 100)], folders: [folder('fold', 100)] });
    let answer = await sync(token, {
      lists: [list('gone', 200, { deleted: true, deletedAt: 200 })],
      folders: [folder('fold', 200, { deleted: true, deletedAt: 200 })],
      outdatedLists: ['gone'],
    });
    expect(answer.listStates).toEqual([{ id: 'gone', updatedAt: 200, deleted: true }]);
    expect(answer.folderStates).toEqual([{ id: 'fold', updatedAt: 200, deleted: true }]);
    expect(answer.lists[0]).toMatchObject({ id: 'gone', deleted: true, deletedAt: 200 });
    answer = await sync(token, { lists: [list('gone', 150)] });
    expect(answer.listStates).toEqual([{ id: 'gone', updatedAt: 200, deleted: true }]);
  });

  it('keeps records per user: B neither sees nor overwrites A’s list with the same id', async () => {
    const tokenA = await createUser();
    const tokenB = await createUser();
    await sync(tokenA, { lists: [list('same-id', 100, { name: 'A list' })], folders: [folder('root', 100, { listIds: ['same-id'] })] });
    // B asks for A's list and pushes a newer one under the same id.
    const answerB = await sync(tokenB, { outdatedLists: ['same-id'] });
    expect(answerB).toEqual({ lists: [], listStates: [], folders: [], folderStates: [], conflicts: { lists: [], folders: [] } });
    expect((await call(app, 'GET', '/lists/states', tokenB)).json()).toEqual({ listStates: [], folderStates: [] });
    await sync(tokenB, { lists: [list('same-id', 999, { name: 'B list' })], folders: [folder('root', 999)] });
    const answerA = await sync(tokenA, { outdatedLists: ['same-id'] });
    expect(answerA.lists).toEqual([expect.objectContaining({ name: 'A list', _updatedAt: 100 })]);
    expect(answerA.folders).toEqual([folder('root', 100, { listIds: ['same-id'] })]);
    const again = await sync(tokenB, { outdatedLists: ['same-id'] });
    expect(again.lists).toEqual([expect.objectContaining({ name: 'B list', _updatedAt: 999 })]);
  });

  it('returns only the outdated lists asked for', async () => {
    const token = await createUser();
    await sync(token, { lists: [list('l1', 1), list('l2', 2), list('l3', 3)] });
    const answer = await sync(token, { outdatedLists: ['l3', 'l1', 'missing'] });
    expect(answer.lists.map((entry) => entry['id'])).toEqual(['l1', 'l3']);
  });

  it('answers 400 naming the field of an invalid list or folder, and stores nothing of that sync', async () => {
    const token = await createUser();
    const response = await call(app, 'POST', '/lists/sync', token, {
      lists: [list('ok1', 1), list('ok2', 1), list('bad', 1, { pointsCap: 99999 })],
      outdatedLists: [],
      folders: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: "Body field 'lists[2].pointsCap' must be at most 5000." });
    const offStep = await call(app, 'POST', '/lists/sync', token, { lists: [list('odd', 1, { pointsCap: 2100 })], outdatedLists: [], folders: [] });
    expect(offStep.json()).toMatchObject({ statusCode: 400, message: "Body field 'lists[0].pointsCap' must be a multiple of 250." });
    const folderResponse = await call(app, 'POST', '/lists/sync', token, { lists: [], outdatedLists: [], folders: [folder('f', 1, { color: 'pink' })] });
    expect(folderResponse.statusCode).toBe(400);
    expect((folderResponse.json() as { message: string }).message).toContain('folders[0].color');
    expect((await call(app, 'GET', '/lists/states', token)).json()).toEqual({ listStates: [], folderStates: [] });
  });

  it('accepts a sync of 250 lists', async () => {
    const token = await createUser();
    const many = Array.from({ length: 250 }, (_, index) =>
      list(`bulk-${index}`, 1_000 + index, {
        regiments: Array.from({ length: 5 }, () => ({
          leader: { name: 'Lord-Celestant', upgrades: ['x'.repeat(200)] },
          units: [{ name: 'Liberators' }, { name: 'Vindictors' }],
        })),
      }),
    );
    expect(JSON.stringify(many).length).toBeGreaterThan(config.bodyLimitBytes);
    const answer = await sync(token, { lists: many });
    expect(answer.listStates).toHaveLength(250);
  });

  it('refuses ids, names and lists past their limits, naming the limit', async () => {
    const token = await createUser();
    const push = (body: object) => call(app, 'POST', '/lists/sync', token, { lists: [], outdatedLists: [], folders: [], ...body });
    expect((await push({ lists: [list('x'.repeat(65), 1)] })).json()).toMatchObject({
      statusCode: 400,
      message: "Body field 'lists[0].id' must be at most 64 characters long.",
    });
    expect((await push({ lists: [list('long-name', 1, { name: 'n'.repeat(101) })] })).json()).toMatchObject({
      statusCode: 400,
      message: "Body field 'lists[0].name' must be at most 100 characters long.",
    });
    const huge = list('huge', 1, { regiments: [{ leader: { name: 'Lord-Celestant', upgrades: ['x'.repeat(70_000)] }, units: [] }] });
    expect((await push({ lists: [huge] })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('A list may take at most 65536 characters as JSON'),
    });
    expect((await push({ folders: [folder('f'.repeat(65), 1)] })).statusCode).toBe(400);
    expect((await call(app, 'GET', '/lists/states', token)).json()).toEqual({ listStates: [], folderStates: [] });
  });

  it('keeps an account within 1000 lists: the sync that would pass it is refused whole with 422', async () => {
    const token = await createUser();
    const batch = (from: number, count: number) => Array.from({ length: count }, (_, index) => list(`q-${from + index}`, 5));
    await sync(token, { lists: batch(0, 600) });
    const over = await call(app, 'POST', '/lists/sync', token, { lists: batch(600, 401), outdatedLists: [], folders: [] });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ message: 'An account may keep at most 1000 lists; this sync would make 1001.' });
    expect(((await call(app, 'GET', '/lists/states', token)).json() as SyncAnswer).listStates).toHaveLength(600);
    // Deleting makes room: a deleted list is a tombstone, counted apart.
    const deleted = batch(0, 1).map((record) => ({ ...record, _updatedAt: 6, deleted: true, deletedAt: 6 }));
    expect((await sync(token, { lists: [...deleted, ...batch(600, 400)] })).listStates).toHaveLength(1000);
  });

  it("answers 413 naming the sync route's own body limit, 2 MiB", async () => {
    const token = await createUser();
    const padding = Array.from({ length: 40 }, (_, index) => list(`pad-${index}`, 1, { regiments: [{ leader: { name: 'x'.repeat(60_000) }, units: [] }] }));
    const response = await call(app, 'POST', '/lists/sync', token, { lists: padding, outdatedLists: [], folders: [] });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The request body is too large; the limit is 2097152 bytes.' });
  });

  it('reports a pushed list with the same updatedAt and other content as a conflict, keeping the stored one', async () => {
    const token = await createUser();
    await sync(token, { lists: [list('same-time', 500, { name: 'From phone' })], folders: [folder('f1', 500)] });
    const answer = await sync(token, {
      lists: [list('same-time', 500, { name: 'From laptop' }), list('fresh', 500)],
      folders: [folder('f1', 500, { name: 'Renamed' })],
      outdatedLists: ['same-time'],
    });
    expect(answer).toMatchObject({ conflicts: { lists: ['same-time'], folders: ['f1'] } });
    expect(answer.lists[0]).toMatchObject({ name: 'From phone' });
    // The same content again is no conflict.
    expect((await sync(token, { lists: [list('same-time', 500, { name: 'From phone' })] })).conflicts).toEqual({ lists: [], folders: [] });
  });

  it('stores a record stamped far in the future as stamped at the limit, document included', async () => {
    const token = await createUser();
    const year = 365 * 24 * 3600 * 1000;
    const before = Date.now();
    const answer = await sync(token, {
      lists: [list('wrong-clock', before + year), list('close-clock', before + 3600 * 1000)],
      folders: [folder('f-clock', before + year)],
      outdatedLists: ['wrong-clock', 'close-clock'],
    });
    const state = (id: string) => answer.listStates.find((entry) => entry.id === id)!.updatedAt;
    expect(state('wrong-clock')).toBeGreaterThanOrEqual(before + MAX_CLOCK_AHEAD_MS);
    expect(state('wrong-clock')).toBeLessThanOrEqual(Date.now() + MAX_CLOCK_AHEAD_MS);
    expect(answer.lists.find((entry) => entry.id === 'wrong-clock')).toMatchObject({ _updatedAt: state('wrong-clock') });
    expect(state('close-clock')).toBe(before + 3600 * 1000);
    expect(answer.folderStates.find((entry) => entry.id === 'f-clock')!.updatedAt).toBeLessThanOrEqual(Date.now() + MAX_CLOCK_AHEAD_MS);
  });

  it('two devices each add a list and push their order: both lists stay in it, whichever order is newer', async () => {
    for (const [first, second] of [
      [200, 210],
      [210, 200],
    ] as const) {
      const token = await createUser();
      await sync(token, { lists: [list('x', 100)], folders: [folder('root', 100, { listIds: ['x'] })] });
      // Neither device has seen the other's list when it pushes.
      await sync(token, { lists: [list('from-a', first)], folders: [folder('root', first, { listIds: ['x', 'from-a'] })] });
      const answer = await sync(token, { lists: [list('from-b', second)], folders: [folder('root', second, { listIds: ['x', 'from-b'] })] });
      const root = answer.folders.find((entry) => entry['id'] === 'root')!;
      const newer = first > second ? 'from-a' : 'from-b';
      const older = first > second ? 'from-b' : 'from-a';
      expect(root['listIds'], `pushes at ${first} then ${second}`).toEqual(['x', newer, older]);
      // Stamped past both pushes, so each device sees a newer order and fetches the merge.
      expect(root['updatedAt']).toBe(211);
      expect(answer.folderStates).toEqual([{ id: 'root', updatedAt: 211, deleted: false }]);
    }
  });

  it('drops deleted lists and folders, and lists moved into a folder, from the merged order', async () => {
    const token = await createUser();
    await sync(token, {
      lists: [list('a', 100), list('b', 100), list('c', 100)],
      folders: [folder('f1', 100), folder('f2', 100), folder('root', 100, { listIds: ['a', 'b', 'c', 'folder:f1', 'folder:f2'] })],
    });
    // One device deletes a and f2 and moves b into f1; an older order from another device still names them all.
    await sync(token, {
      lists: [list('a', 200, { deleted: true, deletedAt: 200 })],
      folders: [
        folder('f1', 200, { listIds: ['b'] }),
        folder('f2', 200, { deleted: true, deletedAt: 200 }),
        folder('root', 200, { listIds: ['c', 'folder:f1'] }),
      ],
    });
    const answer = await sync(token, { folders: [folder('root', 150, { listIds: ['a', 'b', 'c', 'folder:f1', 'folder:f2', 'never-pushed'] })] });
    expect(answer.folders.find((entry) => entry['id'] === 'root')).toMatchObject({ listIds: ['c', 'folder:f1'], updatedAt: 200 });
    expect(answer.conflicts).toEqual({ lists: [], folders: [] });
  });

  it('refuses an id with a lone UTF-16 surrogate', async () => {
    const token = await createUser();
    const response = await call(app, 'POST', '/lists/sync', token, { lists: [list('bad\uD800id', 1)], outdatedLists: [], folders: [] });
    expect(response.json()).toMatchObject({ statusCode: 400, message: "Body field 'lists[0].id' must not contain a lone UTF-16 surrogate." });
  });

  it('a sync that fails inside its transaction leaves the previous state intact', async () => {
    const token = await createUser();
    const before = await sync(token, { lists: [list('keep', 100, { name: 'Before' })], folders: [folder('root', 100, { listIds: ['keep'] })] });
    failNextSync = true;
    const failed = await call(app, 'POST', '/lists/sync', token, {
      lists: [list('keep', 200, { name: 'After' }), list('extra', 200)],
      outdatedLists: [],
      folders: [folder('root', 200, { listIds: ['keep', 'extra'] })],
    });
    expect(failed.statusCode).toBe(500);
    const after = await sync(token, { outdatedLists: ['keep'] });
    expect(after.listStates).toEqual(before.listStates);
    expect(after.folderStates).toEqual(before.folderStates);
    expect(after.lists[0]).toMatchObject({ name: 'Before' });
  });

  it('keeps synced records when the database file is closed and reopened', async () => {
    const dir = makeTempDir();
    const own = makeConfig(dir.dir);
    try {
      let server = await makeApp(own);
      const token = await createUser(server);
      await sync(token, { lists: [list('durable', 100)], folders: [folder('root', 100, { listIds: ['durable'] })] }, server);
      const login = await call(server, 'POST', '/auth/login', undefined, { emailOrusername: `sync${counter}`, password: `secret-pass-${counter}` });
      await server.close();
      server = await makeApp(own);
      try {
        const { accessToken } = login.json() as { accessToken: string };
        const answer = await sync(accessToken, { outdatedLists: ['durable'] }, server);
        expect(answer.listStates).toEqual([{ id: 'durable', updatedAt: 100, deleted: false }]);
        expect(answer.folders).toEqual([folder('root', 100, { listIds: ['durable'] })]);
      } finally {
        await server.close();
      }
    } finally {
      dir.remove();
    }
  });
});

describe('account deletion', () => {
  it('deletes the account’s synced records', async () => {
    counter++;
    const credentials = { username: `sync${counter}`, email: `sync${counter}@example.com`, password: `secret-pass-${counter}` };
    const created = await call(app, 'POST', '/auth/create', undefined, credentials);
    const { accessToken } = created.json() as { accessToken: string };
    await sync(accessToken, { lists: [list('mine', 1)], folders: [folder('root', 1)] });
    await call(app, 'POST', '/favorites', accessToken, { favorites: [{ type: 'unit', key: 'Liberators', isFavorited: true, updatedAt: 1 }] });
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/account',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { password: credentials.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of ['lists', 'folders', 'favorites', 'unit_settings']) {
      expect(await countOf(app, sql`select count(*) as n from ${sql.identifier(table)} where user_id not in (select id from users)`), table).toBe(0);
    }
  });
});

describe('favourites and unit settings', () => {
  it('merges favourites per entry by updatedAt, per user, and answers what it wrote and the versions it kept instead', async () => {
    const token = await createUser();
    const other = await createUser();
    let response = await call(app, 'POST', '/favorites', token, {
      favorites: [
        { type: 'army', key: 'Stormcast Eternals', isFavorited: true, updatedAt: 100 },
        { type: 'unit', key: 'Liberators', isFavorited: true, updatedAt: 100 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ written: 2, kept: [] });
    response = await call(app, 'POST', '/favorites', token, [
      { type: 'army', key: 'Stormcast Eternals', isFavorited: false, updatedAt: 50 },
      { type: 'unit', key: 'Liberators', isFavorited: false, updatedAt: 200 },
      { type: 'faq', key: 'Regiments', isFavorited: true, updatedAt: 10 },
    ]);
    // Not the whole store: the older push of Stormcast Eternals is answered with the stored version.
    expect(FavoritesWriteAnswerSchema.parse(response.json())).toEqual({
      written: 2,
      kept: [{ type: 'army', key: 'Stormcast Eternals', isFavorited: true, updatedAt: 100 }],
    });
    expect((await call(app, 'GET', '/favorites', token)).json()).toEqual({
      favorites: [
        { type: 'army', key: 'Stormcast Eternals', isFavorited: true, updatedAt: 100 },
        { type: 'faq', key: 'Regiments', isFavorited: true, updatedAt: 10 },
        { type: 'unit', key: 'Liberators', isFavorited: false, updatedAt: 200 },
      ],
    });
    expect((await call(app, 'GET', '/favorites', other)).json()).toEqual({ favorites: [] });
    const bad = await call(app, 'POST', '/favorites', token, { favorites: [{ type: 'spell', key: 'x', isFavorited: true, updatedAt: 1 }] });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('favorites[0].type');
  });

  it('merges unit settings per entry by updatedAt, per user, and answers what it wrote and the versions it kept instead', async () => {
    const token = await createUser();
    const other = await createUser();
    await call(app, 'POST', '/unit-settings', token, {
      settings: [{ name: 'Liberators', upgrades: ['Grandblade'], weapons: { Liberator: [{ name: 'Warhammer', count: 4 }] }, updatedAt: 100 }],
    });
    await call(app, 'POST', '/unit-settings', other, { settings: [{ name: 'Liberators', upgrades: ['Other'], weapons: {}, updatedAt: 999 }] });
    const response = await call(app, 'POST', '/unit-settings', token, {
      settings: [
        { name: 'Liberators', upgrades: [], weapons: {}, updatedAt: 90 },
        { name: 'Vindictors', upgrades: [], weapons: {}, updatedAt: 5 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(UnitSettingsWriteAnswerSchema.parse(response.json())).toEqual({
      written: 1,
      kept: [{ name: 'Liberators', upgrades: ['Grandblade'], weapons: { Liberator: [{ name: 'Warhammer', count: 4 }] }, updatedAt: 100 }],
    });
    expect((await call(app, 'GET', '/unit-settings', token)).json()).toEqual({
      settings: [
        { name: 'Liberators', upgrades: ['Grandblade'], weapons: { Liberator: [{ name: 'Warhammer', count: 4 }] }, updatedAt: 100 },
        { name: 'Vindictors', upgrades: [], weapons: {}, updatedAt: 5 },
      ],
    });
    expect((await call(app, 'GET', '/unit-settings', other)).json()).toEqual({
      settings: [{ name: 'Liberators', upgrades: ['Other'], weapons: {}, updatedAt: 999 }],
    });
  });

  it('refuses past the limits, naming the limit, and stores nothing of a refused write', async () => {
    const token = await createUser();
    const favourite = (key: string, updatedAt = 1) => ({ type: 'unit', key, isFavorited: true, updatedAt });
    const message = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

    const longKey = await call(app, 'POST', '/favorites', token, { favorites: [favourite('k'.repeat(SYNC_LIMITS.favouriteKeyLength + 1))] });
    expect([longKey.statusCode, message(longKey)]).toEqual([400, "Body field 'favorites[0].key' must be at most 200 characters long."]);
    const tooMany = Array.from({ length: SYNC_LIMITS.favouritesPerWrite + 1 }, (_, index) => favourite(`Unit ${index}`));
    const big = await call(app, 'POST', '/favorites', token, { favorites: tooMany });
    expect([big.statusCode, message(big)]).toEqual([400, "Body field 'favorites' must have at most 1000 items."]);

    // Up to the account's quota in writes of the most a write takes; past it, 422 and nothing stored.
    const writes = SYNC_LIMITS.favouritesPerAccount / SYNC_LIMITS.favouritesPerWrite;
    for (let write = 0; write < writes; write++) {
      const entries = Array.from({ length: SYNC_LIMITS.favouritesPerWrite }, (_, index) => favourite(`Unit ${write}-${index}`));
      const answer = await call(app, 'POST', '/favorites', token, { favorites: entries });
      expect(answer.json()).toEqual({ written: SYNC_LIMITS.favouritesPerWrite, kept: [] });
    }
    const over = await call(app, 'POST', '/favorites', token, { favorites: [favourite('Unit 0-0', 2), favourite('One more')] });
    expect([over.statusCode, message(over)]).toEqual([422, 'An account may keep at most 5000 favourites; this would make 5001.']);
    expect(await countOf(app, sql`select count(*) as n from favorites where "key" = 'One more' or ("key" = 'Unit 0-0' and updated_at = 2)`)).toBe(0);
    // Changing what it keeps is still taken.
    expect((await call(app, 'POST', '/favorites', token, { favorites: [favourite('Unit 0-0', 2)] })).json()).toEqual({ written: 1, kept: [] });

    const setting = (upgrades: string[]) => ({ name: 'Saurus Warriors', upgrades, weapons: {}, updatedAt: 1 });
    const huge = await call(app, 'POST', '/unit-settings', token, { settings: [setting(Array.from({ length: 300 }, (_, index) => `Upgrade ${index}`))] });
    expect([huge.statusCode, message(huge)]).toEqual([400, "Body field 'settings[0]' must take at most 4096 characters as JSON."]);
    const longName = await call(app, 'POST', '/unit-settings', token, {
      settings: [{ ...setting([]), name: 'n'.repeat(SYNC_LIMITS.unitSettingNameLength + 1) }],
    });
    expect([longName.statusCode, message(longName)]).toEqual([400, "Body field 'settings[0].name' must be at most 200 characters long."]);
  });
});
