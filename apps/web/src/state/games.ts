// The games at the table as jotai state: the games of whoever is
// signed in (the account's; the device's own when logged out, like the lists),
// loaded from IndexedDB when first read and again when another tab changes
// them. Every change goes through the engine (startGame, applyGameAction,
// softDeleteGame) and is written row by row; a failed write shows the storage
// banner until one succeeds. Nothing is written before the games have loaded.
import {
  applyGameAction,
  gamesOfList,
  runningGameOf,
  softDeleteGame,
  startGame,
  type ArmyList,
  type Game,
  type GameAction,
  type GameActionError,
  type GameData,
  type GameSetup,
} from '@scrolldex/rules';
import { atom, useAtomValue, type Setter } from 'jotai';
import { useMemo } from 'react';

import { EMPTY_SHELF, moveGames, readGames, retryGameWrites, saveGames, type GameShelf } from '../data/game-store';
import { followGamesChanges } from '../data/library-changes';
import { DEVICE_OWNER, type LibraryOwner, type WriteOutcome } from '../data/list-library-store';
import { storageWriteErrorSentence } from '../data/storage-write-error';
import { libraryOwnerAtom } from './lists';
import { ownerShelf } from './owner-shelf';
import { storageWriteFailureAtom, type StorageWriteFailure } from './storage-status';

/** The failure the games' own writes or read reported, so that their next success clears that one only. */
let gamesFailure: StorageWriteFailure | null = null;

function reportFailure(set: Setter, failure: StorageWriteFailure | null): void {
  const previous = gamesFailure;
  gamesFailure = failure;
  set(storageWriteFailureAtom, (current) => failure ?? (current === previous ? null : current));
}

const shelf = ownerShelf({
  ownerAtom: libraryOwnerAtom,
  read: readGames,
  reread: readGames,
  follow: followGamesChanges,
  empty: EMPTY_SHELF,
  what: 'games',
  reportReadFailure: reportFailure,
});
const { heldAtom: heldGamesAtom, loadedAtom: loadedGamesAtom } = shelf;

/** The shown owner's games (none while they load: see gamesReadyAtom). Set directly only by tests. */
export const gameShelfAtom = atom(
  (get) => get(loadedGamesAtom) ?? EMPTY_SHELF,
  (get, set, shelf: GameShelf) => set(heldGamesAtom, { owner: get(libraryOwnerAtom), value: shelf }),
);

/** The shown owner's games have loaded from storage. */
export const gamesReadyAtom = atom((get) => get(loadedGamesAtom) !== null);

/** Forgets the games of `owner` held here (they were deleted from storage): read afresh next time. */
export const dropHeldGamesAtom = shelf.dropAtom;

function reportWrite(set: Setter, owner: LibraryOwner, outcome: WriteOutcome): void {
  if (outcome.ok) return reportFailure(set, null);
  const retry = () => void retryGameWrites(owner).then((again) => reportWrite(set, owner, again));
  reportFailure(set, { message: storageWriteErrorSentence(outcome.error), retry });
}

function hold(set: Setter, owner: LibraryOwner, previous: GameShelf, next: GameShelf): void {
  set(heldGamesAtom, { owner, value: next });
  void saveGames(owner, previous, next).then((outcome) => reportWrite(set, owner, outcome));
}

/**
 * Replaces the shown games with what `change` makes of them and stores them.
 * A change asked for before they have loaded is applied once they have; one
 * for an owner no longer shown by then is dropped.
 */
export const updateGamesAtom = atom(null, async (get, set, change: (shelf: GameShelf) => GameShelf): Promise<void> => {
  await shelf.changeShown(get, ({ owner, value: previous }) => {
    const next = change(previous);
    if (next !== previous) hold(set, owner, previous, next);
  });
});

/** Sync's own writes, for the games it synced (`owner`): refused (false) when another owner's are shown now. */
export const replaceGamesAtom = atom(null, (get, set, { owner, shelf }: { owner: LibraryOwner; shelf: GameShelf }): boolean => {
  const previous = get(loadedGamesAtom);
  if (previous === null || get(libraryOwnerAtom) !== owner) return false;
  hold(set, owner, previous, shelf);
  return true;
});

function replaceGame(shelf: GameShelf, game: Game): GameShelf {
  const exists = shelf.games.some((entry) => entry.id === game.id);
  return { ...shelf, games: exists ? shelf.games.map((entry) => (entry.id === game.id ? game : entry)) : [...shelf.games, game] };
}

/** What became of a player's action: applied, refused by the engine (its code says why), or the game is gone. */
export type PlayOutcome = { applied: Game } | { refused: GameActionError } | { missing: true };

/** Applies a player's action to one of the shown games through the engine, stamped now, and stores it. */
export const playGameAtom = atom(null, (get, set, { gameId, action }: { gameId: string; action: GameAction }): PlayOutcome => {
  const game = get(gameShelfAtom).games.find((entry) => entry.id === gameId && !entry.deleted);
  if (!game) return { missing: true };
  const applied = applyGameAction(game, action, { now: Date.now() });
  if (!applied.ok) return { refused: applied.errors[0]! };
  void set(updateGamesAtom, (shelf) => replaceGame(shelf, applied.value));
  return { applied: applied.value };
});

/** Starts a game of a list from the New game form; answers the game, or the engine's refusals by field. */
export const startGameAtom = atom(
  null,
  (_get, set, { setup, list, data }: { setup: Omit<GameSetup, 'id'>; list: ArmyList; data: GameData }): { game: Game } | { errors: GameActionError[] } => {
    const started = startGame({ ...setup, id: crypto.randomUUID() }, list, { now: Date.now(), data });
    if (!started.ok) return { errors: started.errors };
    void set(updateGamesAtom, (shelf) => replaceGame(shelf, started.value));
    return { game: started.value };
  },
);

/** Deletes a game (soft: the deletion syncs like a list's). */
export const deleteGameAtom = atom(null, (_get, set, gameId: string) =>
  set(updateGamesAtom, (shelf) => {
    const game = shelf.games.find((entry) => entry.id === gameId);
    return game && !game.deleted ? replaceGame(shelf, softDeleteGame(game, Date.now())) : shelf;
  }),
);

/** Moves the games played logged out into the signed-in account's (with the device's lists), and shows them. */
export const moveDeviceGamesAtom = atom(null, async (get, set): Promise<number> => {
  const owner = get(libraryOwnerAtom);
  if (owner === DEVICE_OWNER) return 0;
  const moved = await moveGames(DEVICE_OWNER, owner);
  const shelf = await readGames(owner);
  if (get(libraryOwnerAtom) === owner) set(heldGamesAtom, { owner, value: shelf });
  return moved;
});

/** The shown owner's games. */
export function useGameShelf(): GameShelf {
  return useAtomValue(gameShelfAtom);
}

/** The game a list is being played in (its newest game not ended), or null. */
export function useRunningGame(listId: string): Game | null {
  const { games } = useGameShelf();
  return useMemo(() => runningGameOf(games, listId), [games, listId]);
}

/** A list's games, newest first; undefined while the games load. */
export function useListGames(listId: string): Game[] | undefined {
  const ready = useAtomValue(gamesReadyAtom);
  const { games } = useGameShelf();
  return useMemo(() => (ready ? gamesOfList(games, listId) : undefined), [ready, games, listId]);
}

/** One game by id; null when unknown or deleted, undefined while the games load. */
export function useGame(gameId: string): Game | null | undefined {
  const ready = useAtomValue(gamesReadyAtom);
  const { games } = useGameShelf();
  return useMemo(() => (ready ? (games.find((game) => game.id === gameId && !game.deleted) ?? null) : undefined), [ready, games, gameId]);
}
