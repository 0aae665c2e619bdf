// The HTTP side of list and folder sync, favourites and unit settings:
// auth, body limits, validation and
// the answer. What is stored, and the newer-wins rule, live in the sync store
// (sync/sync-store.ts). Every record is the caller's own: each call is scoped
// by request.userId.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { FavoritesWriteSchema, ListSyncEnvelopeSchema, SYNC_LIMITS, SyncedFolderSchema, SyncedListSchema, UnitSettingsWriteSchema } from '@scrolldex/contract';

import { parseRecordsInChunks } from '../http/request-validation.js';
import type { SyncPush } from '../sync/sync-store.js';

/** The route checks the envelope; its records are checked here, in chunks. */
async function parseSyncBody(body: z.infer<typeof ListSyncEnvelopeSchema>): Promise<SyncPush> {
  return {
    lists: await parseRecordsInChunks(body, 'lists', body.lists, SyncedListSchema),
    folders: await parseRecordsInChunks(body, 'folders', body.folders, SyncedFolderSchema),
    outdatedLists: body.outdatedLists,
  };
}

/** `{ favorites: [...] }`, or the bare array; within SYNC_LIMITS (a field past one answers 400 naming it). */
const FavoritesBody = z.preprocess((body) => (Array.isArray(body) ? { favorites: body } : body), FavoritesWriteSchema);
/** `{ settings: [...] }`, or the bare array; within SYNC_LIMITS. */
const UnitSettingsBody = z.preprocess((body) => (Array.isArray(body) ? { settings: body } : body), UnitSettingsWriteSchema);

export async function syncRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const store = app.stores.sync;
  const auth = { onRequest: app.authenticate };
  // docs/decisions.md, "Subscriptions": list and folder sync answer 402 without an active subscription when one is required.
  const listAuth = { onRequest: [app.authenticate, app.requireSubscription] };

  app.get('/lists/states', listAuth, async (request, reply) => reply.type('application/json; charset=utf-8').send(await store.readStatesJson(request.userId)));

  app.post('/lists/sync', { ...listAuth, bodyLimit: SYNC_LIMITS.syncBodyBytes, schema: { body: ListSyncEnvelopeSchema } }, async (request) =>
    store.sync(request.userId, await parseSyncBody(request.body), app.auth.now()),
  );

  app.get('/favorites', auth, async (request) => ({ favorites: await store.readFavorites(request.userId) }));

  // A write of the most entries it takes fits whatever BODY_LIMIT says (1,000 favourites of the longest key are under 300 KB).
  const entriesWrite = { ...auth, bodyLimit: SYNC_LIMITS.syncBodyBytes };

  app.post('/favorites', { ...entriesWrite, schema: { body: FavoritesBody } }, async (request) => {
    const { favorites } = request.body;
    // What changed, never the whole store: GET /favorites reads that.
    return store.mergeFavorites(request.userId, favorites);
  });

  app.get('/unit-settings', auth, async (request) => ({ settings: await store.readUnitSettings(request.userId) }));

  app.post('/unit-settings', { ...entriesWrite, schema: { body: UnitSettingsBody } }, async (request) => {
    const { settings } = request.body;
    return store.mergeUnitSettings(request.userId, settings);
  });
}
