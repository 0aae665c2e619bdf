// The two calls of games sync, the lists' rule per game (newer
// wins): the body of POST /games/sync, and the answers of it and of
// GET /games/states. Records are the rules package's games (GameSchema), with
// the size limits of SYNC_LIMITS. Classic zod, like list-sync.ts: it builds on
// the rules package's schemas and loads only with the game screens' sync.
import { gameSchemas, RecordStateSchema } from '@scrolldex/rules';
import { z } from 'zod';

import { SYNC_LIMITS } from './limits.js';
import { RecordId } from './list-sync.js';

const { GameSchema } = gameSchemas();

/** GET /games/states: every game of the account, deleted ones included, by id. */
export const GameStatesSchema = z.object({ gameStates: z.array(RecordStateSchema) });
export type GameStates = z.infer<typeof GameStatesSchema>;

/** One game of a sync body, with the size limits. */
export const SyncedGameSchema = z
  .object({ ...GameSchema.shape, id: RecordId, listId: RecordId })
  .refine((game) => JSON.stringify(game).length <= SYNC_LIMITS.gameJsonLength, {
    message: `A game may take at most ${SYNC_LIMITS.gameJsonLength} characters as JSON.`,
  });

const gameSyncBody = <G extends z.ZodType>(game: G) =>
  z.object({
    games: z.array(game).max(SYNC_LIMITS.gamesPerSync).default([]),
    outdatedGames: z.array(RecordId).max(SYNC_LIMITS.gamesPerSync).default([]),
  });

/** POST /games/sync body: games to store, ids of games to send back. */
export const GameSyncBodySchema = gameSyncBody(SyncedGameSchema);
export type GameSyncBody = z.input<typeof GameSyncBodySchema>;

/** The same body with its games left unchecked, for a server that checks them a few at a time. */
export const GameSyncEnvelopeSchema = gameSyncBody(z.unknown());

/**
 * POST /games/sync answer: the games asked for, and the server's own copy of
 * each conflict (a pushed game it did not take although it was not older: it
 * holds one with the same updatedAt and other content, which the client
 * takes); every game's state after the sync; the conflicts' ids.
 */
export const GameSyncAnswerSchema = z.object({
  games: z.array(GameSchema),
  gameStates: z.array(RecordStateSchema),
  conflicts: z.array(z.string()),
});
export type GameSyncAnswer = z.infer<typeof GameSyncAnswerSchema>;
