// GET /games/states and POST /games/sync over HTTP: games sync like lists
// (newer wins per game), validated field by field within SYNC_LIMITS, under
// the subscription rule of list sync, and go with the account. The store
// below answers alike on SQLite and PostgreSQL (db/store-behaviours.ts).
import { GameStatesSchema, GameSyncAnswerSchema, SYNC_LIMITS } from '@scrolldex/contract';
import type { Game } from '@scrolldex/rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countOf, makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { call } from '../../test/requests.js';
import { syncedGame } from '../../test/synced-game.js';
import { SUBSCRIPTION_REQUIRED } from '../plugins/stripe.js';

const temp = makeTempDir();
let app: FastifyInstance;
let counter = 0;
/** Set by a test to make the next sync throw inside its transaction, after the writes. */
let failNextSync = false;

type GameSyncAnswer = { games: Game[]; gameStates: Array<{ id: string; updatedAt: number; deleted: boolean }>; conflicts: string[] };

async function createUser(target: FastifyInstance = app): Promise<{ token: string; password: string }> {
  counter++;
  const password = `secret-pass-${counter}`;
  const response = await call(target, 'POST', '/auth/create', undefined, { username: `games${counter}`, email: `games${counter}@example.com`, password });
  expect(response.statusCode, response.body).toBe(201);
  return { token: (response.json() as { accessToken: string }).accessToken, password };
}

async function sync(token: string, body: { games?: unknown[]; outdatedGames?: string[] }, target = app): Promise<GameSyncAnswer> {
  const response = await call(target, 'POST', '/games/sync', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GameSyncAnswer;
}

const states = async (token: string, target = app) =>
  (await call(target, 'GET', '/games/states', token)).json() as { gameStates: GameSyncAnswer['gameStates'] };

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

describe('games sync', () => {
  it('needs a session', async () => {
    expect((await call(app, 'GET', '/games/states')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/games/sync', undefined, { games: [] })).statusCode).toBe(401);
  });

  it('stores a device’s games and gives them to another device of the account, newer winning per game', async () => {
    const { token } = await createUser();
    const { token: stranger } = await createUser();
    expect(await states(token)).toEqual({ gameStates: [] });
    const first = await sync(token, { games: [syncedGame('g1', 100), syncedGame('g2', 100)] });
    expect(first.gameStates).toEqual([
      { id: 'g1', updatedAt: 100, deleted: false },
      { id: 'g2', updatedAt: 100, deleted: false },
    ]);
    // The other device pushes its newer g2 and fetches g1.
    const second = await sync(token, { games: [syncedGame('g2', 200, { battleplan: 'The Vice' })], outdatedGames: ['g1'] });
    expect(second.games).toEqual([syncedGame('g1', 100)]);
    // The answers are the contract's, field for field, as the web client parses them.
    expect(GameSyncAnswerSchema.strict().parse(second)).toEqual(second);
    expect(GameStatesSchema.strict().parse(await states(token))).toEqual(await states(token));
    expect((await sync(token, { outdatedGames: ['g2'] })).games[0]?.battleplan).toBe('The Vice');
    // An older push changes nothing; a deletion syncs like any change.
    await sync(token, { games: [syncedGame('g2', 150, { battleplan: 'Old' }), syncedGame('g1', 300, { deleted: true, deletedAt: 300 })] });
    expect(await states(token)).toEqual({
      gameStates: [
        { id: 'g1', updatedAt: 300, deleted: true },
        { id: 'g2', updatedAt: 200, deleted: false },
      ],
    });
    // Another account sees none of it, and cannot fetch it by id.
    expect(await states(stranger)).toEqual({ gameStates: [] });
    expect((await sync(stranger, { outdatedGames: ['g1', 'g2'] })).games).toEqual([]);
  });

  it('answers a tie with other content as a conflict, with the stored copy', async () => {
    const { token } = await createUser();
    await sync(token, { games: [syncedGame('tie', 100, { battleplan: 'Stored' })] });
    const answer = await sync(token, { games: [syncedGame('tie', 100, { battleplan: 'Pushed' })] });
    expect(answer.conflicts).toEqual(['tie']);
    expect(answer.games.map((game) => game.battleplan)).toEqual(['Stored']);
  });

  it('refuses bad games naming the field, and games and ids past the limits, storing nothing', async () => {
    const { token } = await createUser();
    const push = (body: object) => call(app, 'POST', '/games/sync', token, body);
    const badRound = { ...syncedGame('bad', 1), position: { round: 6, turn: 1, phase: 'Hero Phase' } };
    expect((await push({ games: [syncedGame('fine', 1), badRound] })).json()).toMatchObject({
      statusCode: 400,
      message: "Body field 'games[1].position.round' must be at most 5.",
    });
    expect((await push({ games: [syncedGame('x'.repeat(SYNC_LIMITS.idLength + 1), 1)] })).json()).toMatchObject({
      statusCode: 400,
      message: `Body field 'games[0].id' must be at most ${SYNC_LIMITS.idLength} characters long.`,
    });
    const many = Array.from({ length: SYNC_LIMITS.gamesPerSync + 1 }, (_, index) => syncedGame(`many-${index}`, 1));
    expect((await push({ games: many })).json()).toMatchObject({
      statusCode: 400,
      message: `Body field 'games' must have at most ${SYNC_LIMITS.gamesPerSync} items.`,
    });
    const ticks = Array.from({ length: 1_500 }, (_, index) => ({ ...syncedGame('t', 1).ticks[0]!, abilityId: `ability-${index}`.padEnd(60, '-') }));
    expect((await push({ games: [syncedGame('huge', 1, { ticks })] })).json()).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(`A game may take at most ${SYNC_LIMITS.gameJsonLength} characters as JSON.`),
    });
    expect((await push({ outdatedGames: [''] })).statusCode).toBe(400);
    expect(await states(token)).toEqual({ gameStates: [] });
  });

  it('answers 413 past the sync body limit, 2 MiB', async () => {
    const { token } = await createUser();
    const padded = Array.from({ length: 25 }, (_, index) =>
      syncedGame(`pad-${index}`, 1, { opponent: { name: null, army: null, list: { kind: 'text', text: 'x'.repeat(100_000) } } }),
    );
    const response = await call(app, 'POST', '/games/sync', token, { games: padded });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: `The request body is too large; the limit is ${SYNC_LIMITS.syncBodyBytes} bytes.` });
  });

  it('stores nothing of a sync that fails part-way', async () => {
    const { token } = await createUser();
    await sync(token, { games: [syncedGame('kept', 1)] });
    failNextSync = true;
    const failed = await call(app, 'POST', '/games/sync', token, { games: [syncedGame('kept', 2), syncedGame('new', 2)] });
    expect(failed.statusCode).toBe(500);
    expect(await states(token)).toEqual({ gameStates: [{ id: 'kept', updatedAt: 1, deleted: false }] });
  });

  it('goes with the account when it is deleted', async () => {
    const { token, password } = await createUser();
    await sync(token, { games: [syncedGame('mine', 1)] });
    const deleted = await call(app, 'DELETE', '/account', token, { password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await countOf(app, sql`select count(*) as n from games where user_id not in (select id from users)`)).toBe(0);
    expect(await countOf(app, sql`select count(*) as n from games where id = 'mine'`)).toBe(0);
  });
});

describe('games sync under SUBSCRIPTION_REQUIRED', () => {
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
    for (const response of [await call(paid, 'GET', '/games/states', token), await call(paid, 'POST', '/games/sync', token, { games: [syncedGame('g', 1)] })]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ statusCode: 402, error: 'Payment Required', message: SUBSCRIPTION_REQUIRED });
    }
    const [user] = await paid.stores.maintenance.rows<{ id: string }>(sql`select id from users where username = ${`games${counter}`}`);
    const fields = { stripeCustomerId: 'cus_games', subscriptionStatus: 'active', productName: 'Scrolldex Monthly', periodEnd: null, cancelAt: null };
    await paid.stores.billing.storeSubscription(user!.id, fields, new Date());
    expect((await sync(token, { games: [syncedGame('g', 1)] }, paid)).gameStates).toEqual([{ id: 'g', updatedAt: 1, deleted: false }]);
  });
});
