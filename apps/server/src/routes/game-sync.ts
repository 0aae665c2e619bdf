// The HTTP side of games sync: auth, the subscription rule of list
// sync (docs/decisions.md, "Games and battle trackers are account data": games sync under the same rule as
// lists), body limits, validation and the answer. What is stored, and the
// newer-wins rule, live in the games sync store (sync/game-sync-store.ts).
// Every game is the caller's own: each call is scoped by request.userId.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { GameSyncEnvelopeSchema, SYNC_LIMITS, SyncedGameSchema } from '@scrolldex/contract';

import { parseRecordsInChunks } from '../http/request-validation.js';

export async function gameSyncRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const store = app.stores.games;
  const gameAuth = { onRequest: [app.authenticate, app.requireSubscription] };

  app.get('/games/states', gameAuth, async (request) => ({ gameStates: await store.readStates(request.userId) }));

  app.post('/games/sync', { ...gameAuth, bodyLimit: SYNC_LIMITS.syncBodyBytes, schema: { body: GameSyncEnvelopeSchema } }, async (request) => {
    const { body } = request;
    // The route checks the envelope; its games are checked here, a few at a time (a 2 MiB body takes a while).
    const games = await parseRecordsInChunks(body, 'games', body.games, SyncedGameSchema);
    return store.sync(request.userId, { games, outdatedGames: body.outdatedGames }, app.auth.now());
  });
}
