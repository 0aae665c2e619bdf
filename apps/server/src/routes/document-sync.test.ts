// The records kept whole over HTTP, games (GET /games/states, POST /games/sync) and Path to Glory rosters
// (GET /rosters/states, POST /rosters/sync), one table-driven suite: each syncs like lists (newer wins per record),
// validated field by field within SYNC_LIMITS, under the subscription rule of list sync, each account's its own, and
// goes with the account. The stores below answer alike on SQLite and PostgreSQL (db/store-behaviours.ts).
import { GameStatesSchema, GameSyncAnswerSchema, RosterStatesSchema, RosterSyncAnswerSchema, SYNC_LIMITS } from '@scrolldex/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';

import { countOf, makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { call } from '../../test/requests.js';
import { syncedGame } from '../../test/synced-game.js';
import { syncedRoster } from '../../test/synced-roster.js';
import { SUBSCRIPTION_REQUIRED } from '../plugins/stripe.js';

type SyncedRecord = { id: string; deleted: boolean; deletedAt: number | null };
type RecordState = { id: string; updatedAt: number; deleted: boolean };
/** A refused push: its body and what the 400 answer says. */
type Refusal = { body: object; message: unknown };

/** One kind of record: its routes, a valid record, a text field an edit changes, and the pushes only its schema refuses. */
type DocumentKind = {
  kind: string;
  /** The path segment and the answer's field of the records: 'games'. */
  plural: 'games' | 'rosters';
  /** The answer's field of their states and the body's field of ids asked for. */
  statesField: 'gameStates' | 'rosterStates';
  outdatedField: 'outdatedGames' | 'outdatedRosters';
  perSync: number;
  jsonLength: number;
  answerSchema: ZodType;
  statesSchema: ZodType;
  record: (id: string, updatedAt: number, extra?: { text?: string; deleted?: boolean; deletedAt?: number }) => SyncedRecord;
  text: (record: SyncedRecord) => unknown;
  /** A record over jsonLength as JSON. */
  huge: (id: string) => object;
  refusals: () => Refusal[];
};

const DOCUMENT_KINDS: DocumentKind[] = [
  {
    kind: 'game',
    plural: 'games',
    statesField: 'gameStates',
    outdatedField: 'outdatedGames',
    perSync: SYNC_LIMITS.gamesPerSync,
    jsonLength: SYNC_LIMITS.gameJsonLength,
    answerSchema: GameSyncAnswerSchema.strict(),
    statesSchema: GameStatesSchema.strict(),
    record: (id, updatedAt, { text, ...extra } = {}) => syncedGame(id, updatedAt, { ...extra, ...(text === undefined ? {} : { battleplan: text }) }),
    text: (record) => (record as ReturnType<typeof syncedGame>).battleplan,
    huge: (id) => {
      const ticks = Array.from({ length: 1_500 }, (_, index) => ({ ...syncedGame('t', 1).ticks[0]!, abilityId: `ability-${index}`.padEnd(60, '-') }));
      return syncedGame(id, 1, { ticks });
    },
    refusals: () => [
      {
        body: { games: [syncedGame('fine', 1), { ...syncedGame('bad', 1), position: { round: 6, turn: 1, phase: 'Hero Phase' } }] },
        message: "Body field 'games[1].position.round' must be at most 5.",
      },
    ],
  },
  {
    kind: 'roster',
    plural: 'rosters',
    statesField: 'rosterStates',
    outdatedField: 'outdatedRosters',
    perSync: SYNC_LIMITS.rostersPerSync,
    jsonLength: SYNC_LIMITS.rosterJsonLength,
    answerSchema: RosterSyncAnswerSchema.strict(),
    statesSchema: RosterStatesSchema.strict(),
    record: (id, updatedAt, { text, ...extra } = {}) => syncedRoster(id, updatedAt, { ...extra, ...(text === undefined ? {} : { name: text }) }),
    text: (record) => (record as ReturnType<typeof syncedRoster>).name,
    huge: (id) => {
      const units = Array.from({ length: 2_000 }, (_, index) => ({ id: `u${index}`, name: 'Liberators', scars: ['s'.repeat(120)] }));
      return { ...syncedRoster(id, 1), units };
    },
    refusals: () => [
      {
        body: { rosters: [syncedRoster('fine', 1), { ...syncedRoster('bad', 1), glory: -2 }] },
        message: "Body field 'rosters[1].glory' must be at least 0.",
      },
      {
        body: { rosters: [{ ...syncedRoster('bad', 1), log: [{ ...syncedRoster('bad', 1).log[0]!, result: 'rout' }] }] },
        message: expect.stringContaining("Body field 'rosters[0].log[0].result'"),
      },
      {
        body: { rosters: [{ ...syncedRoster('bad', 1), _updatedAt: 'yesterday' }] },
        message: expect.stringContaining("Body field 'rosters[0]._updatedAt'"),
      },
    ],
  },
];

const temp = makeTempDir();
let app: FastifyInstance;
let counter = 0;
/** Set by a test to make the next sync throw inside its transaction, after the writes. */
let failNextSync = false;

async function createUser(target: FastifyInstance = app): Promise<{ token: string; password: string; username: string }> {
  counter++;
  const username = `documents${counter}`;
  const password = `secret-pass-${counter}`;
  const response = await call(target, 'POST', '/auth/create', undefined, { username, email: `${username}@example.com`, password });
  expect(response.statusCode, response.body).toBe(201);
  return { token: (response.json() as { accessToken: string }).accessToken, password, username };
}

beforeAll(async () => {
  app = await makeApp(makeConfig(temp.dir), {
    sync: {
      afterSyncWrites: () => {
        if (!failNextSync) return;
        failNextSync = false;
        throw new Error('injected fault');
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  temp.remove();
});

describe.each(DOCUMENT_KINDS)('$kind sync', (kind) => {
  const { plural, statesField, outdatedField, record, text } = kind;
  type Answer = { records: SyncedRecord[]; states: RecordState[]; conflicts: string[]; raw: unknown };

  async function sync(token: string, body: { records?: unknown[]; outdated?: string[] }, target = app): Promise<Answer> {
    const response = await call(target, 'POST', `/${plural}/sync`, token, { [plural]: body.records, [outdatedField]: body.outdated });
    expect(response.statusCode, response.body).toBe(200);
    const raw = response.json() as Record<string, unknown>;
    return { records: raw[plural] as SyncedRecord[], states: raw[statesField] as RecordState[], conflicts: raw.conflicts as string[], raw };
  }
  const readStates = async (token: string, target = app) => (await call(target, 'GET', `/${plural}/states`, token)).json() as Record<string, RecordState[]>;
  const states = async (token: string, target = app) => (await readStates(token, target))[statesField];

  it('needs a session', async () => {
    expect((await call(app, 'GET', `/${plural}/states`)).statusCode).toBe(401);
    expect((await call(app, 'POST', `/${plural}/sync`, undefined, { [plural]: [] })).statusCode).toBe(401);
  });

  it('stores a device’s records and gives them to another device of the account, newer winning per record', async () => {
    const { token } = await createUser();
    expect(await readStates(token)).toEqual({ [statesField]: [] });
    const first = await sync(token, { records: [record('r1', 100), record('r2', 100)] });
    expect(first.states).toEqual([
      { id: 'r1', updatedAt: 100, deleted: false },
      { id: 'r2', updatedAt: 100, deleted: false },
    ]);
    // The other device pushes its newer r2 and fetches r1.
    const second = await sync(token, { records: [record('r2', 200, { text: 'Newer' })], outdated: ['r1'] });
    expect(second.records).toEqual([record('r1', 100)]);
    // The answers are the contract's, field for field, as the web client parses them.
    expect(kind.answerSchema.parse(second.raw)).toEqual(second.raw);
    expect(kind.statesSchema.parse(await readStates(token))).toEqual(await readStates(token));
    expect(text((await sync(token, { outdated: ['r2'] })).records[0]!)).toBe('Newer');
    // An older push changes nothing; a deletion syncs like any change.
    await sync(token, { records: [record('r2', 150, { text: 'Old' }), record('r1', 300, { deleted: true, deletedAt: 300 })] });
    expect(await states(token)).toEqual([
      { id: 'r1', updatedAt: 300, deleted: true },
      { id: 'r2', updatedAt: 200, deleted: false },
    ]);
  });

  it('never shows one account’s records to another, nor lets it overwrite them by id', async () => {
    const { token: alice } = await createUser();
    const { token: bob } = await createUser();
    await sync(alice, { records: [record('alices', 100, { text: 'Alice’s' })] });
    // Bob sees none of them, and cannot fetch one by its id.
    expect(await states(bob)).toEqual([]);
    expect((await sync(bob, { outdated: ['alices'] })).records).toEqual([]);
    // A newer record of the same id from Bob is Bob's own: Alice's stays as she left it.
    const bobs = await sync(bob, { records: [record('alices', 900, { text: 'Overwritten', deleted: true, deletedAt: 900 })], outdated: ['alices'] });
    expect(bobs.records.map(text)).toEqual(['Overwritten']);
    expect(await states(alice)).toEqual([{ id: 'alices', updatedAt: 100, deleted: false }]);
    expect((await sync(alice, { outdated: ['alices'] })).records).toEqual([record('alices', 100, { text: 'Alice’s' })]);
    // Without a session, or with a forged one, nothing.
    expect((await call(app, 'POST', `/${plural}/sync`, 'not-a-token', { [outdatedField]: ['alices'] })).statusCode).toBe(401);
  });

  it('answers a tie with other content as a conflict, with the stored copy', async () => {
    const { token } = await createUser();
    await sync(token, { records: [record('tie', 100, { text: 'Stored' })] });
    const answer = await sync(token, { records: [record('tie', 100, { text: 'Pushed' })] });
    expect(answer.conflicts).toEqual(['tie']);
    expect(answer.records.map(text)).toEqual(['Stored']);
  });

  it('refuses bad records naming the field, and records and ids past the limits, storing nothing', async () => {
    const { token } = await createUser();
    const push = (body: object) => call(app, 'POST', `/${plural}/sync`, token, body);
    for (const { body, message } of kind.refusals()) expect((await push(body)).json()).toMatchObject({ statusCode: 400, message });
    expect((await push({ [plural]: [record('x'.repeat(SYNC_LIMITS.idLength + 1), 1)] })).json()).toMatchObject({
      statusCode: 400,
      message: `Body field '${plural}[0].id' must be at most ${SYNC_LIMITS.idLength} characters long.`,
    });
    const many = Array.from({ length: kind.perSync + 1 }, (_, index) => record(`many-${index}`, 1));
    expect((await push({ [plural]: many })).json()).toMatchObject({
      statusCode: 400,
      message: `Body field '${plural}' must have at most ${kind.perSync} items.`,
    });
    expect((await push({ [plural]: [kind.huge('huge')] })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(`A ${kind.kind} may take at most ${kind.jsonLength} characters as JSON.`),
    });
    expect((await push({ [outdatedField]: [''] })).statusCode).toBe(400);
    expect((await push({ [plural]: 'all of them' })).statusCode).toBe(400);
    expect(await states(token)).toEqual([]);
  });

  it('stores nothing of a sync that fails part-way', async () => {
    const { token } = await createUser();
    await sync(token, { records: [record('kept', 1)] });
    failNextSync = true;
    const failed = await call(app, 'POST', `/${plural}/sync`, token, { [plural]: [record('kept', 2), record('new', 2)] });
    expect(failed.statusCode).toBe(500);
    expect(await states(token)).toEqual([{ id: 'kept', updatedAt: 1, deleted: false }]);
  });

  it('goes with the account when it is deleted', async () => {
    const { token, password } = await createUser();
    await sync(token, { records: [record('mine', 1)] });
    const deleted = await call(app, 'DELETE', '/account', token, { password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await countOf(app, sql`select count(*) as n from ${sql.identifier(plural)} where user_id not in (select id from users)`)).toBe(0);
    expect(await countOf(app, sql`select count(*) as n from ${sql.identifier(plural)} where id = 'mine'`)).toBe(0);
  });

  describe('under SUBSCRIPTION_REQUIRED', () => {
    const paidTemp = makeTempDir();
    let paid: FastifyInstance;
    beforeAll(async () => {
      const stripe = {
        secretKey: 'sk_test_fake',
        webhookSecret: 'whsec_fake',
        apiHost: '127.0.0.1',
        apiPort: 9,
        apiProtocol: 'http' as const,
        subscriptionRequired: true,
      };
      paid = await makeApp(makeConfig(paidTemp.dir, { stripe }));
    });
    afterAll(async () => {
      await paid.close();
      paidTemp.remove();
    });

    it('answers 402 without an active subscription, as list sync does, and syncs with one', async () => {
      const { token, username } = await createUser(paid);
      for (const response of [
        await call(paid, 'GET', `/${plural}/states`, token),
        await call(paid, 'POST', `/${plural}/sync`, token, { [plural]: [record('r', 1)] }),
      ]) {
        expect(response.statusCode).toBe(402);
        expect(response.json()).toEqual({ statusCode: 402, error: 'Payment Required', message: SUBSCRIPTION_REQUIRED });
      }
      const [user] = await paid.stores.maintenance.rows<{ id: string }>(sql`select id from users where username = ${username}`);
      const fields = { stripeCustomerId: `cus_${plural}`, subscriptionStatus: 'active', productName: 'Scrolldex Monthly', periodEnd: null, cancelAt: null };
      await paid.stores.billing.storeSubscription(user!.id, fields, new Date());
      expect((await sync(token, { records: [record('r', 1)] }, paid)).states).toEqual([{ id: 'r', updatedAt: 1, deleted: false }]);
    });
  });
});

describe('game sync', () => {
  it('answers 413 past the sync body limit, 2 MiB', async () => {
    const { token } = await createUser();
    const padded = Array.from({ length: 25 }, (_, index) =>
      syncedGame(`pad-${index}`, 1, { opponent: { name: null, army: null, list: { kind: 'text', text: 'x'.repeat(100_000) } } }),
    );
    const response = await call(app, 'POST', '/games/sync', token, { games: padded });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: `The request body is too large; the limit is ${SYNC_LIMITS.syncBodyBytes} bytes.` });
  });
});
