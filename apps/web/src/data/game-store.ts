// The games at the table in IndexedDB, one row per game, by owner
// like the saved lists: the device's own (played while logged out) and each
// account's (docs/decisions.md, "Logging out keeps the account's data separate"). A row keeps the game as written and the
// updatedAt of the copy the account's server is known to hold. A stored game
// that does not fit the schema stays in storage untouched (never lost) and out
// of view. Writes go out in order, one transaction each; a write that fails
// stays pending, goes with the next one, and is reported until one succeeds.
// Each change is copied ahead into localStorage as it is asked for
// (write-ahead.ts), and a read puts back the copies a page load cut short first.
import { gameSchemas, newerWins, type Game } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { database, type SavedGameRow } from './db';
import { announceGamesChange } from './library-changes';
import type { LibraryOwner, WriteOutcome } from './list-library-store';
import { copyAhead, copySpec, dropCopy, forgetCopies, replayCopies } from './write-ahead';

/** The games of one owner as the app holds them, with what the account's server holds of each (its updatedAt). */
export type GameShelf = { games: readonly Game[]; synced: Readonly<Record<string, number>> };

export const EMPTY_SHELF: GameShelf = { games: [], synced: {} };

/** The games whose changes have not reached the account's server; a game deleted before it ever got there has nothing to tell. */
export function unsyncedGames(shelf: GameShelf): Game[] {
  return shelf.games.filter((game) => shelf.synced[game.id] !== game.updatedAt && !(game.deleted && shelf.synced[game.id] === undefined));
}

function shelfOf(rows: readonly SavedGameRow[]): GameShelf {
  const games: Game[] = [];
  const synced: Record<string, number> = {};
  for (const row of rows) {
    const parsed = gameSchemas().GameSchema.safeParse(row.game);
    if (!parsed.success || parsed.data.id !== row.id) {
      const reason = parsed.success ? 'its id differs' : parsed.error.issues[0]?.message;
      console.warn(`Stored game ${row.id} could not be read (${reason}); it is kept but not shown.`);
      continue;
    }
    games.push(parsed.data);
    if (row.synced !== null) synced[row.id] = row.synced;
  }
  return { games, synced };
}

const GAME_COPIES = copySpec(
  'games',
  () =>
    z
      .object({ owner: z.string(), id: z.string(), game: gameSchemas().GameSchema, synced: z.nullable(z.number()) })
      .check(z.refine((row) => row.game.id === row.id)),
  (row) => row.game.updatedAt,
);

/** The games of `owner` as stored, once the changes a page load cut short (of every owner) are back in storage. */
export async function readGames(owner: LibraryOwner): Promise<GameShelf> {
  const replayed = await replayCopies([GAME_COPIES]);
  for (const changed of new Set(replayed.map((row) => row.owner))) announceGamesChange(changed);
  return shelfOf(await database().games.where('owner').equals(owner).toArray());
}

/** A row to write, or null to delete the game's row. */
type PendingRow = { game: Game; synced: number | null } | null;

const rowOf = (owner: LibraryOwner, id: string, row: NonNullable<PendingRow>): SavedGameRow => ({ owner, id, game: row.game, synced: row.synced });

type Writer = { pending: Map<string, PendingRow>; queue: Promise<unknown> };

const writers = new Map<LibraryOwner, Writer>();

function writerOf(owner: LibraryOwner): Writer {
  let writer = writers.get(owner);
  if (!writer) {
    writer = { pending: new Map(), queue: Promise.resolve() };
    writers.set(owner, writer);
  }
  return writer;
}

function enqueue<T>(writer: Writer, task: () => Promise<T>): Promise<T> {
  const run = writer.queue.then(task, task);
  writer.queue = run.catch(() => undefined);
  return run;
}

async function flush(owner: LibraryOwner, writer: Writer): Promise<WriteOutcome> {
  const rows = new Map(writer.pending);
  if (rows.size === 0) return { ok: true };
  const puts: SavedGameRow[] = [];
  const deletes: [string, string][] = [];
  for (const [id, row] of rows) {
    if (row) puts.push(rowOf(owner, id, row));
    else deletes.push([owner, id]);
  }
  const db = database();
  try {
    await db.transaction('rw', db.games, async () => {
      await db.games.bulkPut(puts);
      await db.games.bulkDelete(deletes);
    });
  } catch (error) {
    console.warn('Could not save the games on this device; the change is kept here and saved with the next one.', error);
    return { ok: false, error };
  }
  for (const row of puts) dropCopy('games', row);
  // Forgets each written row, unless a later save replaced it meanwhile.
  for (const [id, row] of rows) if (writer.pending.get(id) === row) writer.pending.delete(id);
  announceGamesChange(owner);
  return { ok: true };
}

/**
 * Stores what changed between two values of `owner`'s games (a game by
 * identity, or its synced stamp), with whatever an earlier failed write left
 * pending. Rows of games this app could not read are left as they are.
 */
export function saveGames(owner: LibraryOwner, previous: GameShelf, next: GameShelf): Promise<WriteOutcome> {
  const writer = writerOf(owner);
  const before = new Map(previous.games.map((game) => [game.id, game]));
  for (const game of next.games) {
    const synced = next.synced[game.id] ?? null;
    if (before.get(game.id) !== game || (previous.synced[game.id] ?? null) !== synced) {
      const row = { game, synced };
      // Copied ahead first: from here on, a page load that aborts the IndexedDB write no longer loses the change.
      copyAhead('games', rowOf(owner, game.id, row));
      writer.pending.set(game.id, row);
    }
    before.delete(game.id);
  }
  for (const id of before.keys()) writer.pending.set(id, null);
  forgetCopies('games', owner, [...before.keys()]);
  return enqueue(writer, () => flush(owner, writer));
}

/** Writes again what is pending for `owner` (the player's 'Try again'). */
export function retryGameWrites(owner: LibraryOwner): Promise<WriteOutcome> {
  const writer = writerOf(owner);
  return enqueue(writer, () => flush(owner, writer));
}

/** Deletes `owner`'s games from this device, pending writes included (logout). */
export function deleteGames(owner: LibraryOwner): Promise<void> {
  const writer = writerOf(owner);
  writer.pending = new Map();
  forgetCopies('games', owner);
  return enqueue(writer, async () => {
    await database().games.where('owner').equals(owner).delete();
    announceGamesChange(owner);
  });
}

/** A stored row's game stamp, or undefined when the row does not read as a game. */
const stampOf = (row: SavedGameRow | undefined) => gameSchemas().GameSchema.safeParse(row?.game).data?.updatedAt;

/**
 * Moves the games of `from` to `to` (the device's games into the account that
 * takes the device's lists), the newer copy winning where `to` holds the same
 * game; answers how many games moved. Rows that do not read as games stay
 * where they are. One transaction: nothing is lost when it fails.
 */
export async function moveGames(from: LibraryOwner, to: LibraryOwner): Promise<number> {
  await gameWritesSettled();
  // A copy a failed write left would bring a moved game back to `from`.
  forgetCopies('games', from);
  const db = database();
  const moved = await db.transaction('rw', db.games, async () => {
    const rows = (await db.games.where('owner').equals(from).toArray()).filter((row) => stampOf(row) !== undefined);
    const held = new Map((await db.games.where('owner').equals(to).toArray()).map((row) => [row.id, stampOf(row)]));
    const taken = rows.filter((row) => newerWins(held.get(row.id), stampOf(row)!) === 'incoming');
    await db.games.bulkPut(taken.map((row) => ({ ...row, owner: to, synced: null })));
    await db.games.bulkDelete(rows.map((row) => [from, row.id] as [string, string]));
    return taken.length;
  });
  announceGamesChange(from);
  announceGamesChange(to);
  return moved;
}

/** Resolves when every write queued so far, of every owner, has finished (tests, and before a move between owners). */
export async function gameWritesSettled(): Promise<void> {
  await Promise.all([...writers.values()].map((writer) => writer.queue));
}
