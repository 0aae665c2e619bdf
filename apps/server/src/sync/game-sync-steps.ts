// The steps of a games sync store that are not SQL, shared by both dialects:
// the rows a push writes, and the games an answer carries.
import type { Game } from '@scrolldex/rules';

import { clampRecordTime } from './clamp-record-time.js';
import type { GamePush } from './game-sync-store.js';
import type { SyncedRow } from './sync-store-steps.js';

/** The rows a push writes when they win, stamps clamped (a device with a wrong clock cannot outrank later edits). */
export function pushedGameRows(userId: string, games: readonly Game[], now: number): SyncedRow[] {
  return games
    .map((game) => clampRecordTime(game, 'updatedAt', now))
    .map((game) => ({ userId, id: game.id, document: JSON.stringify(game), updatedAt: game.updatedAt, deleted: game.deleted, deletedAt: game.deletedAt }));
}

/** The ids of the games an answer carries: those asked for, and the stored copy of each conflict, once each. */
export function answeredGameIds(push: GamePush, conflicts: readonly string[]): string[] {
  return [...new Set([...push.outdatedGames, ...conflicts])];
}
