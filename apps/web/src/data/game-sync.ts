// The sync of games with the account, by the lists' rule: ask the
// server what it holds, let the engine decide per game (newer wins), send ours
// and ask for theirs in calls within SYNC_LIMITS, and take the answers in.
// Afterwards each game's synced stamp says what the server holds of it, so a
// game still to send counts as unsynced on its own. Failures are logged only;
// a local game is never lost. A game over the server's limits is kept back,
// and the player told, so that it never fails the sync of the others.
import { SYNC_LIMITS, SyncedGameSchema, type GameStates, type GameSyncAnswer, type GameSyncBody } from '@scrolldex/contract';
import { applyGameSyncAnswer, decideGameSync, type Game, type RecordState } from '@scrolldex/rules';

import type { GameShelf } from './game-store';
import { debouncedSyncer, type DebouncedSyncer, type RefusedRecord } from './list-sync';
import type { SyncOutcome } from './sync-resource';

/** A local change is sent this long after the last one, as for lists. */
export const GAME_SYNC_DEBOUNCE_MS = 10_000;

/** Room left in a body for everything but the games' own JSON. */
const BODY_MARGIN_BYTES = 64 * 1024;

export type GameSyncDeps = {
  /** The games of the account being synced; throws when another owner's are shown now. */
  read: () => GameShelf;
  /** Sync's own write; false when it was refused (another owner's games are shown now). */
  write: (shelf: GameShelf) => boolean;
  getStates: () => Promise<GameStates>;
  sync: (body: GameSyncBody) => Promise<GameSyncAnswer>;
  /** Told of the games this sync kept back because the server would refuse them. */
  onRefused?: (games: RefusedRecord[]) => void;
};

function gameLabel(game: Game): string {
  return game.opponent.name ? `${game.list.name} vs ${game.opponent.name}` : game.list.name;
}

/** The games the server takes, and those its limits refuse: one refused game would fail the whole call. */
function splitByLimits(games: readonly Game[]): { taken: Game[]; refused: RefusedRecord[] } {
  const taken: Game[] = [];
  const refused: RefusedRecord[] = [];
  for (const game of games) {
    const checked = SyncedGameSchema.safeParse(game);
    if (checked.success) taken.push(game);
    else refused.push({ id: game.id, name: gameLabel(game), reason: `${(checked.error.issues[0]?.message ?? 'Invalid').replace(/\.$/, '')}.` });
  }
  return { taken, refused };
}

/** The calls of one sync: games to push in bodies under the server's count and size limits, ids to fetch beside them. */
export function gameSyncCalls(push: readonly Game[], fetch: readonly string[]): GameSyncBody[] {
  const pushes: Game[][] = [];
  let batch: Game[] = [];
  let bytes = 0;
  for (const game of push) {
    const size = JSON.stringify(game).length;
    if (batch.length > 0 && (batch.length === SYNC_LIMITS.gamesPerSync || bytes + size > SYNC_LIMITS.syncBodyBytes - BODY_MARGIN_BYTES)) {
      pushes.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(game);
    bytes += size;
  }
  if (batch.length > 0) pushes.push(batch);
  const fetches: string[][] = [];
  for (let start = 0; start < fetch.length; start += SYNC_LIMITS.gamesPerSync) fetches.push(fetch.slice(start, start + SYNC_LIMITS.gamesPerSync));
  return Array.from({ length: Math.max(pushes.length, fetches.length) }, (_, index) => ({ games: pushes[index] ?? [], outdatedGames: fetches[index] ?? [] }));
}

/** What the server holds of each local game, from its states after the exchange. */
function syncedStamps(games: readonly Game[], states: readonly RecordState[]): Record<string, number> {
  const held = new Map(states.map((state) => [state.id, state.updatedAt]));
  return Object.fromEntries(games.flatMap((game) => (held.has(game.id) ? [[game.id, held.get(game.id)!]] : [])));
}

function sameShelf(a: GameShelf, b: GameShelf): boolean {
  const keys = Object.keys(a.synced);
  return (
    a.games.length === b.games.length &&
    a.games.every((game, index) => b.games[index] === game) &&
    keys.length === Object.keys(b.synced).length &&
    keys.every((id) => a.synced[id] === b.synced[id])
  );
}

/**
 * One sync. Nothing is sent when every game matches. The answers are taken
 * into the games as they are when the last answer arrives, the newer copy of
 * each winning, so a change made meanwhile stays; it still counts as unsynced
 * then, and the outcome 'changed' asks for another sync.
 */
export async function syncGames(deps: GameSyncDeps): Promise<SyncOutcome> {
  try {
    const before = deps.read();
    const { gameStates } = await deps.getStates();
    const decision = decideGameSync(before.games, gameStates);
    const pushed = new Set(decision.push);
    const { taken, refused } = splitByLimits(before.games.filter((game) => pushed.has(game.id)));
    if (refused.length > 0) {
      console.warn(`Kept back from sync (over the server's limits): ${refused.map((game) => `'${game.name}' (${game.reason})`).join(', ')}.`);
      deps.onRefused?.(refused);
    }
    let states: readonly RecordState[] = gameStates;
    const fetched: Game[] = [];
    const conflicts: string[] = [];
    for (const body of gameSyncCalls(taken, decision.fetch)) {
      const answer = await deps.sync(body);
      fetched.push(...answer.games);
      conflicts.push(...answer.conflicts);
      states = answer.gameStates;
    }
    const current = deps.read();
    const games = applyGameSyncAnswer(current.games, { games: fetched, gameStates: states, conflicts });
    // A game that no longer changes keeps its place, so the shelf stays the same object when nothing changed.
    const kept = games.every((game, index) => current.games[index] === game) && games.length === current.games.length ? current.games : games;
    const next = { games: kept, synced: syncedStamps(kept, states) };
    if (!sameShelf(current, next) && !deps.write(next)) throw new Error('Other games are shown now; the answer was not taken in.');
    return current !== before ? 'changed' : 'synced';
  } catch (error) {
    console.warn('Could not sync games; the ones on this device are kept.', error);
    return 'failed';
  }
}

export function createGameSyncer(deps: GameSyncDeps, debounceMs: number = GAME_SYNC_DEBOUNCE_MS): DebouncedSyncer {
  return debouncedSyncer(() => syncGames(deps), debounceMs);
}
