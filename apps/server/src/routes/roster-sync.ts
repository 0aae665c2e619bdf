// The HTTP side of roster sync: auth, the subscription rule of list sync
// (rosters are account data like lists and games), body limits, validation and
// the answer. What is stored, and the newer-wins rule, live in the roster sync
// store (sync/roster-sync-store.ts). Every roster is the caller's own: each
// call is scoped by request.userId.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { RosterSyncEnvelopeSchema, SYNC_LIMITS, SyncedRosterSchema } from '@scrolldex/contract';

import { parseRecordsInChunks } from '../http/request-validation.js';

export async function rosterSyncRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const store = app.stores.rosters;
  const rosterAuth = { onRequest: [app.authenticate, app.requireSubscription] };

  app.get('/rosters/states', rosterAuth, async (request) => ({ rosterStates: await store.readStates(request.userId) }));

  app.post('/rosters/sync', { ...rosterAuth, bodyLimit: SYNC_LIMITS.syncBodyBytes, schema: { body: RosterSyncEnvelopeSchema } }, async (request) => {
    const { body } = request;
    // The route checks the envelope; its rosters are checked here, a few at a time (a 2 MiB body takes a while).
    const rosters = await parseRecordsInChunks(body, 'rosters', body.rosters, SyncedRosterSchema);
    return store.sync(request.userId, { rosters, outdatedRosters: body.outdatedRosters }, app.auth.now());
  });
}
