// The sync of records kept whole (data/document-sync.ts), one table-driven suite over its two kinds: games
// (data/game-sync.ts) and Path to Glory rosters (data/roster-sync.ts), each through its own client calls and shelf.
import { GameSyncBodySchema, RosterSyncBodySchema, SYNC_LIMITS } from '@scrolldex/contract';
import { createRoster, softDeleteGame, type CampaignRoster, type Game, type RecordState } from '@scrolldex/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildBattleList } from '../test/battle-list';
import { makeGame, playGame } from '../test/games';
import { loadRealGameData } from '../test/real-game-data';
import { unsignedJwt } from '../test/unsigned-jwt';
import type { DocumentShelf } from './document-sync';
import { unsyncedGames } from './game-store';
import { gameSyncCalls, syncGames } from './game-sync';
import type { RefusedRecord } from './list-sync';
import { unsyncedRosters } from './roster-store';
import { syncRosters } from './roster-sync';
import { ScrolldexClient } from './scrolldex-client';
import type { SyncOutcome } from './sync-resource';

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

/** What a test does around the client's calls: the other device acting meanwhile, or the network failing. */
type Hooks = { afterStates?: () => void; afterSync?: () => void; statesFail?: Error; onRefused?: (records: RefusedRecord[]) => void };
type Device<T> = { shelf: DocumentShelf<T> };
/** A body of a sync call as the fake server reads it. */
type SyncBody<T> = { records: readonly T[]; outdated: readonly string[] };

type DocumentKind<T extends { id: string; deleted: boolean }> = {
  kind: string;
  /** The path segment and the answer's field of the records: 'games'. */
  plural: 'games' | 'rosters';
  statesField: 'gameStates' | 'rosterStates';
  parseBody: (body: unknown) => SyncBody<T>;
  record: (id: string, at?: number, text?: string) => T;
  stampOf: (record: T) => number;
  /** A newer edit of the record (a phase played, glory won), and whether a record carries it. */
  edit: (record: T, at: number) => T;
  isEdited: (record: T) => boolean;
  softDelete: (record: T, at: number) => T;
  unsynced: (shelf: DocumentShelf<T>) => T[];
  /** A record over the server's limits, and what the player is told of it. */
  overLimit: () => { record: T; refused: RefusedRecord };
  /** One sync of the device's shelf through the kind's own deps. */
  run: (client: ScrolldexClient, device: Device<T>, hooks: Hooks) => Promise<SyncOutcome>;
};

/** The client's calls of a kind, with the test's hooks around them. */
function hooked<S, B, A>(hooks: Hooks, getStates: () => Promise<S>, sync: (body: B) => Promise<A>) {
  return {
    getStates: async () => {
      if (hooks.statesFail) throw hooks.statesFail;
      const states = await getStates();
      hooks.afterStates?.();
      return states;
    },
    sync: async (body: B) => {
      const answer = await sync(body);
      hooks.afterSync?.();
      return answer;
    },
    onRefused: hooks.onRefused,
  };
}

const data = () => loadRealGameData();

const GAMES: DocumentKind<Game> = {
  kind: 'game',
  plural: 'games',
  statesField: 'gameStates',
  parseBody: (body) => {
    const parsed = GameSyncBodySchema.parse(body);
    return { records: parsed.games, outdated: parsed.outdatedGames ?? [] };
  },
  record: (id, at = 1_000, text) => ({
    ...makeGame(buildBattleList(data()), data(), { id }),
    updatedAt: at,
    ...(text === undefined ? {} : { battleplan: text }),
  }),
  stampOf: (game) => game.updatedAt,
  edit: (game, at) => playGame(game, [{ type: 'nextPhase' }], at),
  isEdited: (game) => game.position.phase === 'Start of Battle Round',
  softDelete: softDeleteGame,
  unsynced: (shelf) => unsyncedGames({ games: shelf.items, synced: shelf.synced }),
  overLimit: () => {
    const ticks = Array.from({ length: 1_500 }, (_, index) => ({
      player: 'me' as const,
      abilityId: `ability-${index}`.padEnd(60, '-'),
      abilityName: 'Rally',
      holder: null,
      kind: 'oncePerBattle' as const,
      at: { round: 1, turn: 0 as const, phase: 'Deployment Phase' as const },
    }));
    return {
      record: { ...GAMES.record('huge'), ticks },
      refused: { id: 'huge', name: 'Blood Host vs Alice', reason: `A game may take at most ${SYNC_LIMITS.gameJsonLength} characters as JSON.` },
    };
  },
  run: (client, device, hooks) =>
    syncGames({
      read: () => ({ games: device.shelf.items, synced: device.shelf.synced }),
      write: (next) => {
        device.shelf = { items: next.games, synced: next.synced };
        return true;
      },
      ...hooked(
        hooks,
        () => client.getGameStates(),
        (body) => client.syncGames(body),
      ),
    }),
};

const ROSTERS: DocumentKind<CampaignRoster> = {
  kind: 'roster',
  plural: 'rosters',
  statesField: 'rosterStates',
  parseBody: (body) => {
    const parsed = RosterSyncBodySchema.parse(body);
    return { records: parsed.rosters, outdated: parsed.outdatedRosters };
  },
  record: (id, at = 1_000, text) => ({
    ...createRoster({ id, name: `roster ${id}`, faction: 'Stormcast Eternals', campaignId: 'ascension', now: 500 }),
    _updatedAt: at,
    ...(text === undefined ? {} : { name: text }),
  }),
  stampOf: (roster) => roster._updatedAt,
  edit: (roster, at) => ({ ...roster, glory: 3, _updatedAt: at }),
  isEdited: (roster) => roster.glory === 3,
  softDelete: (roster, at) => ({ ...roster, deleted: true, deletedAt: at, _updatedAt: at }),
  unsynced: unsyncedRosters,
  overLimit: () => {
    const name = 'n'.repeat(SYNC_LIMITS.nameLength + 1);
    return { record: ROSTERS.record('long', 1_000, name), refused: { id: 'long', name, reason: expect.stringContaining('100') as string } };
  },
  run: (client, device, hooks) =>
    syncRosters({
      read: () => device.shelf,
      write: (next) => {
        device.shelf = next;
        return true;
      },
      ...hooked(
        hooks,
        () => client.getRosterStates(),
        (body) => client.syncRosters(body),
      ),
    }),
};

function suite<T extends { id: string; deleted: boolean }>(kind: DocumentKind<T>) {
  const { record } = kind;
  const shelfOf = (items: T[]): DocumentShelf<T> => ({ items, synced: {} });

  /** The server's rule in memory (apps/server sync/document-sync-steps.ts): per record, a push is kept only when newer; a tie with other content is a conflict, answered with the stored copy. */
  function makeServer() {
    const records = new Map<string, T>();
    const bodies: Array<SyncBody<T>> = [];
    const states = (): RecordState[] => [...records.values()].map((entry) => ({ id: entry.id, updatedAt: kind.stampOf(entry), deleted: entry.deleted }));
    const fetcher: typeof fetch = async (input, init) => {
      await Promise.resolve();
      if (String(input) === `/${kind.plural}/states`) return Response.json({ [kind.statesField]: states() });
      const body = kind.parseBody(JSON.parse(String(init?.body)));
      bodies.push(body);
      const conflicts: string[] = [];
      for (const pushed of body.records) {
        const stored = records.get(pushed.id);
        if (!stored || kind.stampOf(pushed) > kind.stampOf(stored)) records.set(pushed.id, pushed);
        else if (kind.stampOf(pushed) === kind.stampOf(stored) && JSON.stringify(stored) !== JSON.stringify(pushed)) conflicts.push(pushed.id);
      }
      const answered = [...new Set([...body.outdated, ...conflicts])].flatMap((id) => records.get(id) ?? []);
      return Response.json({ [kind.plural]: answered, [kind.statesField]: states(), conflicts });
    };
    return { records, bodies, fetcher };
  }

  function makeDevice(server: ReturnType<typeof makeServer>, shelf: DocumentShelf<T> = shelfOf([])) {
    const client = new ScrolldexClient({
      tokens: { read: () => ({ accessToken: TOKEN, refreshToken: 'r' }), write: () => undefined },
      fetch: server.fetcher,
      url: (path) => path,
      now: () => NOW,
    });
    const device: Device<T> = { shelf };
    return { device, sync: (hooks: Hooks = {}) => kind.run(client, device, hooks) };
  }

  it('sends a record made on one device and brings it to another, and then both know the server holds it', async () => {
    const server = makeServer();
    const phone = makeDevice(server, shelfOf([record('r1')]));
    expect(kind.unsynced(phone.device.shelf)).toHaveLength(1);
    await expect(phone.sync()).resolves.toBe('synced');
    expect(server.records.get('r1')).toEqual(record('r1'));
    expect(kind.unsynced(phone.device.shelf)).toEqual([]);
    const laptop = makeDevice(server);
    await expect(laptop.sync()).resolves.toBe('synced');
    expect(laptop.device.shelf).toEqual({ items: [record('r1')], synced: { r1: 1_000 } });
    // In step: nothing more is sent, and the shelf is left as it was.
    const calls = server.bodies.length;
    const before = laptop.device.shelf;
    await laptop.sync();
    expect(server.bodies).toHaveLength(calls);
    expect(laptop.device.shelf).toBe(before);
  });

  it('lets the newer copy of a record win, both ways, and a deletion travel', async () => {
    const server = makeServer();
    const phone = makeDevice(server, shelfOf([record('r1'), record('r2')]));
    await phone.sync();
    const laptop = makeDevice(server);
    await laptop.sync();
    const [first, second] = laptop.device.shelf.items;
    laptop.device.shelf = { ...laptop.device.shelf, items: [kind.edit(first!, 2_000), kind.softDelete(second!, 2_500)] };
    expect(kind.unsynced(laptop.device.shelf).map((entry) => entry.id)).toEqual(['r1', 'r2']);
    await laptop.sync();
    await phone.sync();
    const byId = Object.fromEntries(phone.device.shelf.items.map((entry) => [entry.id, entry]));
    expect(kind.isEdited(byId.r1!)).toBe(true);
    expect(byId.r2?.deleted).toBe(true);
    // Once the server has purged the tombstone, the deleted record goes from the device.
    server.records.delete('r2');
    await phone.sync();
    expect(phone.device.shelf.items.map((entry) => entry.id)).toEqual(['r1']);
  });

  it('takes the server’s copy of a conflict: another device stored the same stamp with other content meanwhile', async () => {
    const server = makeServer();
    server.records.set('r1', record('r1', 900, 'Older'));
    const phone = makeDevice(server, shelfOf([record('r1', 1_000, 'Ours')]));
    await phone.sync({ afterStates: () => server.records.set('r1', record('r1', 1_000, 'Theirs')) });
    expect(server.records.get('r1')).toEqual(record('r1', 1_000, 'Theirs'));
    expect(phone.device.shelf).toEqual({ items: [record('r1', 1_000, 'Theirs')], synced: { r1: 1_000 } });
  });

  it('keeps a change made while the call was out, and asks for another sync', async () => {
    const server = makeServer();
    const phone = makeDevice(server, shelfOf([record('r1')]));
    const edit = () => (phone.device.shelf = { ...phone.device.shelf, items: [kind.edit(phone.device.shelf.items[0]!, 5_000)] });
    await expect(phone.sync({ afterSync: edit })).resolves.toBe('changed');
    expect(kind.isEdited(phone.device.shelf.items[0]!)).toBe(true);
    expect(kind.unsynced(phone.device.shelf).map((entry) => entry.id)).toEqual(['r1']);
  });

  it('keeps back a record over the server’s limits, telling why, and still syncs the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = makeServer();
    const { record: tooBig, refused: expected } = kind.overLimit();
    const refused = vi.fn();
    const phone = makeDevice(server, shelfOf([tooBig, record('fine')]));
    await phone.sync({ onRefused: refused });
    expect([...server.records.keys()]).toEqual(['fine']);
    expect(refused).toHaveBeenCalledWith([expected]);
    expect(phone.device.shelf.items.map((entry) => entry.id)).toEqual([tooBig.id, 'fine']);
  });

  it('syncs more records than one call takes in several calls', async () => {
    const server = makeServer();
    const perCall = SYNC_LIMITS[kind.plural === 'games' ? 'gamesPerSync' : 'rostersPerSync'];
    const many = Array.from({ length: perCall + 10 }, (_, index) => record(`r${index}`));
    await makeDevice(server, shelfOf(many)).sync();
    expect(server.bodies.map((body) => body.records.length)).toEqual([perCall, 10]);
    const laptop = makeDevice(server);
    await laptop.sync();
    expect(server.bodies.slice(2).map((body) => body.outdated.length)).toEqual([perCall, 10]);
    expect(laptop.device.shelf.items).toHaveLength(many.length);
  });

  it('logs a failure and keeps the records', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const phone = makeDevice(makeServer(), shelfOf([record('r1')]));
    await expect(phone.sync({ statesFail: new TypeError('Failed to fetch') })).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledWith(`Could not sync ${kind.plural}; the ones on this device are kept.`, expect.any(TypeError));
    expect(phone.device.shelf.items).toHaveLength(1);
  });
}

describe('syncGames', () => suite(GAMES));
describe('syncRosters', () => suite(ROSTERS));

describe('gameSyncCalls', () => {
  it('splits pushes by the server’s count and size limits and fetches by count', () => {
    const big = { ...GAMES.record('big'), opponent: { name: null, army: null, list: { kind: 'text' as const, text: 'x'.repeat(90_000) } } };
    const bigs = Array.from({ length: 30 }, (_, index) => ({ ...big, id: `big-${index}` }));
    const calls = gameSyncCalls(bigs, ['a', 'b']);
    for (const call of calls) expect(JSON.stringify(call).length).toBeLessThan(SYNC_LIMITS.syncBodyBytes);
    expect(calls.flatMap((call) => call.games ?? [])).toHaveLength(30);
    expect(calls[0]?.outdatedGames).toEqual(['a', 'b']);
    expect(gameSyncCalls([], [])).toEqual([]);
  });
});
