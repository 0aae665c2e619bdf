import { GameSyncBodySchema, SYNC_LIMITS, type GameSyncBody } from '@scrolldex/contract';
import { softDeleteGame, type Game, type RecordState } from '@scrolldex/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildBattleList } from '../test/battle-list';
import { makeGame, playGame } from '../test/games';
import { loadRealGameData } from '../test/real-game-data';
import { unsignedJwt } from '../test/unsigned-jwt';
import { EMPTY_SHELF, unsyncedGames, type GameShelf } from './game-store';
import { gameSyncCalls, syncGames, type GameSyncDeps } from './game-sync';
import { ScrolldexClient } from './scrolldex-client';

const NOW = 1_800_000_000_000;
const TOKEN = unsignedJwt({
  username: 'ada',
  email: 'a@b.c',
  productName: null,
  subscriptionStatus: null,
  periodEnd: null,
  cancelAt: null,
  id: 'u1',
  iat: 1,
  exp: NOW / 1000 + 3600,
  type: 'access',
});

afterEach(() => vi.restoreAllMocks());

const data = () => loadRealGameData();
const game = (id: string, at = 1_000): Game => ({ ...makeGame(buildBattleList(data()), data(), { id }), updatedAt: at });

/** The server's rule in memory (apps/server sync/game-sync-store.ts): per game, a push is kept only when newer; a tie with other content is a conflict, answered with the stored copy. */
function makeServer() {
  const games = new Map<string, Game>();
  const bodies: GameSyncBody[] = [];
  const states = (): RecordState[] => [...games.values()].map((entry) => ({ id: entry.id, updatedAt: entry.updatedAt, deleted: entry.deleted }));
  const fetcher: typeof fetch = async (input, init) => {
    await Promise.resolve();
    if (String(input) === '/games/states') return Response.json({ gameStates: states() });
    const body = GameSyncBodySchema.parse(JSON.parse(String(init?.body)));
    bodies.push(body);
    const conflicts: string[] = [];
    for (const pushed of body.games) {
      const stored = games.get(pushed.id);
      if (!stored || pushed.updatedAt > stored.updatedAt) games.set(pushed.id, pushed);
      else if (pushed.updatedAt === stored.updatedAt && JSON.stringify(stored) !== JSON.stringify(pushed)) conflicts.push(pushed.id);
    }
    const answered = [...new Set([...(body.outdatedGames ?? []), ...conflicts])].flatMap((id) => games.get(id) ?? []);
    return Response.json({ games: answered, gameStates: states(), conflicts });
  };
  return { games, bodies, fetcher };
}

function makeDevice(server: ReturnType<typeof makeServer>, shelf: GameShelf = EMPTY_SHELF) {
  const client = new ScrolldexClient({
    tokens: { read: () => ({ accessToken: TOKEN, refreshToken: 'r' }), write: () => undefined },
    fetch: server.fetcher,
    url: (path) => path,
    now: () => NOW,
  });
  const device = { shelf };
  const deps: GameSyncDeps = {
    read: () => device.shelf,
    write: (next) => {
      device.shelf = next;
      return true;
    },
    getStates: () => client.getGameStates(),
    sync: (body) => client.syncGames(body),
  };
  return { device, deps };
}

describe('syncGames', () => {
  it('sends a game played on one device and brings it to another, and then both know the server holds it', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { games: [game('g1')], synced: {} });
    expect(unsyncedGames(phone.device.shelf)).toHaveLength(1);
    await expect(syncGames(phone.deps)).resolves.toBe('synced');
    expect(server.games.get('g1')?.opponent.name).toBe('Alice');
    expect(unsyncedGames(phone.device.shelf)).toEqual([]);
    const laptop = makeDevice(server);
    await expect(syncGames(laptop.deps)).resolves.toBe('synced');
    expect(laptop.device.shelf).toEqual({ games: [game('g1')], synced: { g1: 1_000 } });
    // In step: nothing more is sent, and the shelf is left as it was.
    const calls = server.bodies.length;
    const before = laptop.device.shelf;
    await syncGames(laptop.deps);
    expect(server.bodies).toHaveLength(calls);
    expect(laptop.device.shelf).toBe(before);
  });

  it('lets the newer copy of a game win, both ways, and a deletion travel', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { games: [game('g1'), game('g2')], synced: {} });
    await syncGames(phone.deps);
    const laptop = makeDevice(server);
    await syncGames(laptop.deps);
    const played = playGame(laptop.device.shelf.games[0]!, [{ type: 'nextPhase' }], 2_000);
    laptop.device.shelf = { ...laptop.device.shelf, games: [played, softDeleteGame(laptop.device.shelf.games[1]!, 2_500)] };
    await syncGames(laptop.deps);
    await syncGames(phone.deps);
    const byId = Object.fromEntries(phone.device.shelf.games.map((entry) => [entry.id, entry]));
    expect(byId.g1?.position.phase).toBe('Start of Battle Round');
    expect(byId.g2?.deleted).toBe(true);
    // Once the server has purged the tombstone, the deleted game goes from the device.
    server.games.delete('g2');
    await syncGames(phone.deps);
    expect(phone.device.shelf.games.map((entry) => entry.id)).toEqual(['g1']);
  });

  it('takes the server’s copy of a conflict: another device stored the same stamp with other content meanwhile', async () => {
    const server = makeServer();
    server.games.set('g1', { ...game('g1', 900), battleplan: 'Older' });
    const phone = makeDevice(server, { games: [{ ...game('g1'), battleplan: 'Ours' }], synced: {} });
    const getStates = phone.deps.getStates;
    phone.deps.getStates = async () => {
      const states = await getStates();
      server.games.set('g1', { ...game('g1'), battleplan: 'Theirs' });
      return states;
    };
    await syncGames(phone.deps);
    expect(server.games.get('g1')?.battleplan).toBe('Theirs');
    expect(phone.device.shelf).toEqual({ games: [{ ...game('g1'), battleplan: 'Theirs' }], synced: { g1: 1_000 } });
  });

  it('keeps a change made while the call was out, and asks for another sync', async () => {
    const server = makeServer();
    const phone = makeDevice(server, { games: [game('g1')], synced: {} });
    const sync = phone.deps.sync;
    phone.deps.sync = async (body) => {
      const answer = await sync(body);
      phone.device.shelf = { ...phone.device.shelf, games: [playGame(phone.device.shelf.games[0]!, [{ type: 'nextPhase' }], 5_000)] };
      return answer;
    };
    await expect(syncGames(phone.deps)).resolves.toBe('changed');
    expect(phone.device.shelf.games[0]?.position.phase).toBe('Start of Battle Round');
    expect(unsyncedGames(phone.device.shelf).map((entry) => entry.id)).toEqual(['g1']);
  });

  it('keeps back a game over the server’s limits, telling why, and still syncs the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    const ticks = Array.from({ length: 1_500 }, (_, index) => ({
      player: 'me' as const,
      abilityId: `ability-${index}`.padEnd(60, '-'),
      abilityName: 'Rally',
      holder: null,
      kind: 'oncePerBattle' as const,
      at: { round: 1, turn: 0 as const, phase: 'Deployment Phase' as const },
    }));
    const huge = { ...game('huge'), ticks };
    const refused = vi.fn();
    const phone = makeDevice(server, { games: [huge, game('fine')], synced: {} });
    await syncGames({ ...phone.deps, onRefused: refused });
    expect([...server.games.keys()]).toEqual(['fine']);
    expect(refused).toHaveBeenCalledWith([
      { id: 'huge', name: 'Blood Host vs Alice', reason: `A game may take at most ${SYNC_LIMITS.gameJsonLength} characters as JSON.` },
    ]);
    expect(phone.device.shelf.games.map((entry) => entry.id)).toEqual(['huge', 'fine']);
  });

  it('syncs more games than one call takes in several calls', async () => {
    const server = makeServer();
    const many = Array.from({ length: SYNC_LIMITS.gamesPerSync + 10 }, (_, index) => game(`g${index}`));
    await syncGames(makeDevice(server, { games: many, synced: {} }).deps);
    expect(server.bodies.map((body) => body.games?.length)).toEqual([SYNC_LIMITS.gamesPerSync, 10]);
    const laptop = makeDevice(server);
    await syncGames(laptop.deps);
    expect(server.bodies.slice(2).map((body) => body.outdatedGames?.length)).toEqual([SYNC_LIMITS.gamesPerSync, 10]);
    expect(laptop.device.shelf.games).toHaveLength(many.length);
  });

  it('logs a failure and keeps the games', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const phone = makeDevice(makeServer(), { games: [game('g1')], synced: {} });
    await expect(syncGames({ ...phone.deps, getStates: () => Promise.reject(new TypeError('Failed to fetch')) })).resolves.toBe('failed');
    expect(warn).toHaveBeenCalled();
    expect(phone.device.shelf.games).toHaveLength(1);
  });
});

describe('gameSyncCalls', () => {
  it('splits pushes by the server’s count and size limits and fetches by count', () => {
    const big = { ...game('big'), opponent: { name: null, army: null, list: { kind: 'text' as const, text: 'x'.repeat(90_000) } } };
    const bigs = Array.from({ length: 30 }, (_, index) => ({ ...big, id: `big-${index}` }));
    const calls = gameSyncCalls(bigs, ['a', 'b']);
    for (const call of calls) expect(JSON.stringify(call).length).toBeLessThan(SYNC_LIMITS.syncBodyBytes);
    expect(calls.flatMap((call) => call.games ?? [])).toHaveLength(30);
    expect(calls[0]?.outdatedGames).toEqual(['a', 'b']);
    expect(gameSyncCalls([], [])).toEqual([]);
  });
});
