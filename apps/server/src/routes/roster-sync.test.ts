// GET /rosters/states and POST /rosters/sync over HTTP, on SQLite and, in
// @scrolldex/server-postgres, on PostgreSQL: Path to Glory rosters sync like
// lists (newer wins per roster), validated field by field within SYNC_LIMITS,
// under the subscription rule of list sync, each account's its own, and go
// with the account.
import { RosterStatesSchema, RosterSyncAnswerSchema, SYNC_LIMITS } from '@scrolldex/contract';
import type { CampaignRoster } from '@scrolldex/rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countOf, makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { call } from '../../test/requests.js';
import { syncedRoster } from '../../test/synced-roster.js';
import { SUBSCRIPTION_REQUIRED } from '../plugins/stripe.js';

const temp = makeTempDir();
let app: FastifyInstance;
let counter = 0;
/** Set by a test to make the next sync throw inside its transaction, after the writes. */
let failNextSync = false;

type RosterSyncAnswer = { rosters: CampaignRoster[]; rosterStates: Array<{ id: string; updatedAt: number; deleted: boolean }>; conflicts: string[] };

async function createUser(target: FastifyInstance = app): Promise<{ token: string; password: string }> {
  counter++;
  const password = `secret-pass-${counter}`;
  const response = await call(target, 'POST', '/auth/create', undefined, { username: `rosters${counter}`, email: `rosters${counter}@example.com`, password });
  expect(response.statusCode, response.body).toBe(201);
  return { token: (response.json() as { accessToken: string }).accessToken, password };
}

async function sync(token: string, body: { rosters?: unknown[]; outdatedRosters?: string[] }, target = app): Promise<RosterSyncAnswer> {
  const response = await call(target, 'POST', '/rosters/sync', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RosterSyncAnswer;
}

const states = async (token: string, target = app) =>
  (await call(target, 'GET', '/rosters/states', token)).json() as { rosterStates: RosterSyncAnswer['rosterStates'] };

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

describe('roster sync', () => {
  it('needs a session', async () => {
    expect((await call(app, 'GET', '/rosters/states')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/rosters/sync', undefined, { rosters: [] })).statusCode).toBe(401);
  });

  it('stores a device’s rosters and gives them to another device of the account, newer winning per roster', async () => {
    const { token } = await createUser();
    expect(await states(token)).toEqual({ rosterStates: [] });
    const first = await sync(token, { rosters: [syncedRoster('r1', 100), syncedRoster('r2', 100)] });
    expect(first.rosterStates).toEqual([
      { id: 'r1', updatedAt: 100, deleted: false },
      { id: 'r2', updatedAt: 100, deleted: false },
    ]);
    // The other device pushes its newer r2 (a second battle logged) and fetches r1.
    const second = await sync(token, { rosters: [syncedRoster('r2', 200, { glory: 6 })], outdatedRosters: ['r1'] });
    expect(second.rosters).toEqual([syncedRoster('r1', 100)]);
    // The answers are the contract's, field for field, as the web client parses them.
    expect(RosterSyncAnswerSchema.strict().parse(second)).toEqual(second);
    expect(RosterStatesSchema.strict().parse(await states(token))).toEqual(await states(token));
    expect((await sync(token, { outdatedRosters: ['r2'] })).rosters[0]?.glory).toBe(6);
    // An older push changes nothing; a deletion syncs like any change.
    await sync(token, { rosters: [syncedRoster('r2', 150, { glory: 1 }), syncedRoster('r1', 300, { deleted: true, deletedAt: 300 })] });
    expect(await states(token)).toEqual({
      rosterStates: [
        { id: 'r1', updatedAt: 300, deleted: true },
        { id: 'r2', updatedAt: 200, deleted: false },
      ],
    });
  });

  it('never shows one account’s rosters to another, nor lets it overwrite them by id', async () => {
    const { token: alice } = await createUser();
    const { token: bob } = await createUser();
    await sync(alice, { rosters: [syncedRoster('alices', 100, { name: 'Alice’s Host' })] });
    // Bob sees none of them, and cannot fetch one by its id.
    expect(await states(bob)).toEqual({ rosterStates: [] });
    expect((await sync(bob, { outdatedRosters: ['alices'] })).rosters).toEqual([]);
    // A newer roster of the same id from Bob is Bob's own: Alice's stays as she left it.
    const bobs = await sync(bob, {
      rosters: [syncedRoster('alices', 900, { name: 'Overwritten', deleted: true, deletedAt: 900 })],
      outdatedRosters: ['alices'],
    });
    expect(bobs.rosters.map((roster) => roster.name)).toEqual(['Overwritten']);
    expect(await states(alice)).toEqual({ rosterStates: [{ id: 'alices', updatedAt: 100, deleted: false }] });
    expect((await sync(alice, { outdatedRosters: ['alices'] })).rosters).toEqual([syncedRoster('alices', 100, { name: 'Alice’s Host' })]);
    // Without a session, or with a forged one, nothing.
    expect((await call(app, 'POST', '/rosters/sync', 'not-a-token', { outdatedRosters: ['alices'] })).statusCode).toBe(401);
  });

  it('answers a tie with other content as a conflict, with the stored copy', async () => {
    const { token } = await createUser();
    await sync(token, { rosters: [syncedRoster('tie', 100, { glory: 1 })] });
    const answer = await sync(token, { rosters: [syncedRoster('tie', 100, { glory: 2 })] });
    expect(answer.conflicts).toEqual(['tie']);
    expect(answer.rosters.map((roster) => roster.glory)).toEqual([1]);
  });

  it('refuses bad rosters naming the field, and rosters and ids past the limits, storing nothing', async () => {
    const { token } = await createUser();
    const push = (body: object) => call(app, 'POST', '/rosters/sync', token, body);
    expect((await push({ rosters: [syncedRoster('fine', 1), { ...syncedRoster('bad', 1), glory: -2 }] })).json()).toMatchObject({
      statusCode: 400,
      message: "Body field 'rosters[1].glory' must be at least 0.",
    });
    const badEntry = { ...syncedRoster('bad', 1).log[0]!, result: 'rout' };
    expect((await push({ rosters: [{ ...syncedRoster('bad', 1), log: [badEntry] }] })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("Body field 'rosters[0].log[0].result'"),
    });
    expect((await push({ rosters: [{ ...syncedRoster('bad', 1), _updatedAt: 'yesterday' }] })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining("Body field 'rosters[0]._updatedAt'"),
    });
    expect((await push({ rosters: [syncedRoster('x'.repeat(SYNC_LIMITS.idLength + 1), 1)] })).json()).toMatchObject({
      statusCode: 400,
      message: `Body field 'rosters[0].id' must be at most ${SYNC_LIMITS.idLength} characters long.`,
    });
    const many = Array.from({ length: SYNC_LIMITS.rostersPerSync + 1 }, (_, index) => syncedRoster(`many-${index}`, 1));
    expect((await push({ rosters: many })).json()).toMatchObject({
      statusCode: 400,
      message: `Body field 'rosters' must have at most ${SYNC_LIMITS.rostersPerSync} items.`,
    });
    const units = Array.from({ length: 2_000 }, (_, index) => ({ id: `u${index}`, name: 'Liberators', scars: ['s'.repeat(120)] }));
    expect((await push({ rosters: [{ ...syncedRoster('huge', 1), units }] })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(`A roster may take at most ${SYNC_LIMITS.rosterJsonLength} characters as JSON.`),
    });
    expect((await push({ outdatedRosters: [''] })).statusCode).toBe(400);
    expect((await push({ rosters: 'all of them' })).statusCode).toBe(400);
    expect(await states(token)).toEqual({ rosterStates: [] });
  });

  it('stores nothing of a sync that fails part-way', async () => {
    const { token } = await createUser();
    await sync(token, { rosters: [syncedRoster('kept', 1)] });
    failNextSync = true;
    const failed = await call(app, 'POST', '/rosters/sync', token, { rosters: [syncedRoster('kept', 2), syncedRoster('new', 2)] });
    expect(failed.statusCode).toBe(500);
    expect(await states(token)).toEqual({ rosterStates: [{ id: 'kept', updatedAt: 1, deleted: false }] });
  });

  it('goes with the account when it is deleted', async () => {
    const { token, password } = await createUser();
    await sync(token, { rosters: [syncedRoster('mine', 1)] });
    const deleted = await call(app, 'DELETE', '/account', token, { password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await countOf(app, sql`select count(*) as n from rosters where user_id not in (select id from users)`)).toBe(0);
    expect(await countOf(app, sql`select count(*) as n from rosters where id = 'mine'`)).toBe(0);
  });
});

describe('roster sync under SUBSCRIPTION_REQUIRED', () => {
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
    const { token } = await createUser(paid);
    for (const response of [
      await call(paid, 'GET', '/rosters/states', token),
      await call(paid, 'POST', '/rosters/sync', token, { rosters: [syncedRoster('r', 1)] }),
    ]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ statusCode: 402, error: 'Payment Required', message: SUBSCRIPTION_REQUIRED });
    }
    const [user] = await paid.stores.maintenance.rows<{ id: string }>(sql`select id from users where username = ${`rosters${counter}`}`);
    const fields = { stripeCustomerId: 'cus_rosters', subscriptionStatus: 'active', productName: 'Scrolldex Monthly', periodEnd: null, cancelAt: null };
    await paid.stores.billing.storeSubscription(user!.id, fields, new Date());
    expect((await sync(token, { rosters: [syncedRoster('r', 1)] }, paid)).rosterStates).toEqual([{ id: 'r', updatedAt: 1, deleted: false }]);
  });
});
