import 'fake-indexeddb/auto';

import { softDeleteGame } from '@scrolldex/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildBattleList } from '../test/battle-list';
import { clearGameStorage, makeGame, playGame, storedGameRows } from '../test/games';
import { failWritesAsFull } from '../test/list-storage';
import { loadRealGameData } from '../test/real-game-data';
import { database } from './db';
import { deleteGames, EMPTY_SHELF, moveGames, readGames, saveGames, unsyncedGames, type GameShelf } from './game-store';
import { accountOwner, DEVICE_OWNER } from './list-library-store';

const data = () => loadRealGameData();
const game = (id: string) => makeGame(buildBattleList(data()), data(), { id });

beforeEach(async () => {
  await clearGameStorage();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the games in IndexedDB', () => {
  it('stores the games of an owner row by row, with what the server holds of each, and reads them back', async () => {
    const shelf: GameShelf = { games: [game('a'), game('b')], synced: { a: game('a').updatedAt } };
    expect(await saveGames(DEVICE_OWNER, EMPTY_SHELF, shelf)).toEqual({ ok: true });
    expect(await readGames(DEVICE_OWNER)).toEqual(shelf);
    expect(await readGames(accountOwner('alice'))).toEqual(EMPTY_SHELF);
    // Only what changed is written; a game that leaves the shelf leaves storage.
    const put = vi.spyOn(database().games, 'bulkPut');
    const played = playGame(shelf.games[0]!, [{ type: 'nextPhase' }]);
    await saveGames(DEVICE_OWNER, shelf, { games: [played], synced: shelf.synced });
    expect(put.mock.calls[0]?.[0].map((row) => row.id)).toEqual(['a']);
    expect(Object.keys(await storedGameRows())).toEqual(['a']);
    expect((await readGames(DEVICE_OWNER)).games[0]?.position.phase).toBe('Start of Battle Round');
  });

  it('keeps a stored game it cannot read untouched and out of view', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await database().games.put({ owner: DEVICE_OWNER, id: 'odd', game: { version: 99 }, synced: null });
    await saveGames(DEVICE_OWNER, EMPTY_SHELF, { games: [game('a')], synced: {} });
    expect((await readGames(DEVICE_OWNER)).games.map((entry) => entry.id)).toEqual(['a']);
    expect((await storedGameRows()).odd).toEqual({ game: { version: 99 }, synced: null });
  });

  it('keeps a write that fails as on a full device pending, and stores it with the next one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const restore = failWritesAsFull();
    const first: GameShelf = { games: [game('a')], synced: {} };
    const outcome = await saveGames(DEVICE_OWNER, EMPTY_SHELF, first);
    expect(outcome.ok).toBe(false);
    restore();
    const second: GameShelf = { games: [...first.games, game('b')], synced: {} };
    expect(await saveGames(DEVICE_OWNER, first, second)).toEqual({ ok: true });
    expect(Object.keys(await storedGameRows()).sort()).toEqual(['a', 'b']);
  });

  it('puts back on the next read a game whose write a page load cut short (write-ahead.ts)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const owner = accountOwner('cut-short');
    const played = playGame(game('a'), [{ type: 'nextPhase' }]);
    const restore = failWritesAsFull();
    expect((await saveGames(owner, EMPTY_SHELF, { games: [played], synced: {} })).ok).toBe(false);
    restore();
    expect(await storedGameRows(owner)).toEqual({});
    expect((await readGames(owner)).games).toEqual([played]);
  });

  it('deletes an owner’s games, and only theirs', async () => {
    await saveGames(DEVICE_OWNER, EMPTY_SHELF, { games: [game('a')], synced: {} });
    await saveGames(accountOwner('alice'), EMPTY_SHELF, { games: [game('b')], synced: {} });
    await deleteGames(accountOwner('alice'));
    expect((await readGames(accountOwner('alice'))).games).toEqual([]);
    expect((await readGames(DEVICE_OWNER)).games.map((entry) => entry.id)).toEqual(['a']);
  });

  it('moves the device’s games into an account, the newer copy winning, unsynced there', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const alice = accountOwner('alice');
    const older = game('shared');
    const newer = playGame(older, [{ type: 'nextPhase' }]);
    await saveGames(DEVICE_OWNER, EMPTY_SHELF, { games: [newer, game('only-here')], synced: {} });
    await database().games.put({ owner: DEVICE_OWNER, id: 'odd', game: { version: 99 }, synced: null });
    await saveGames(alice, EMPTY_SHELF, { games: [older], synced: { shared: older.updatedAt } });
    expect(await moveGames(DEVICE_OWNER, alice)).toBe(2);
    const moved = await readGames(alice);
    expect(moved.games.map((entry) => [entry.id, entry.updatedAt]).sort()).toEqual([
      ['only-here', game('only-here').updatedAt],
      ['shared', newer.updatedAt],
    ]);
    expect(moved.synced).toEqual({});
    // What does not read as a game stays with the device.
    expect(Object.keys(await storedGameRows())).toEqual(['odd']);
  });

  it('counts a game as unsynced when the server holds another version, but not a deletion it never had', () => {
    const synced = game('synced');
    const edited = playGame(game('edited'), [{ type: 'nextPhase' }]);
    const deletedHere = softDeleteGame(game('deleted-here'), 5);
    expect(
      unsyncedGames({ games: [synced, edited, deletedHere, game('new')], synced: { synced: synced.updatedAt, edited: 1 } }).map((entry) => entry.id),
    ).toEqual(['edited', 'new']);
  });
});
