// The two calls of roster sync, the lists' rule per roster (newer wins): the
// body of POST /rosters/sync, and the answers of it and of
// GET /rosters/states. Records are the rules package's Path to Glory rosters
// (CampaignRosterSchema), with the size limits of SYNC_LIMITS. Classic zod (like
// game-sync.ts) around the roster's zod/mini schema, which the web app reads stored
// rosters with: zod/mini has no .extend, so the roster's shape is spread instead.
import { RecordStateSchema, rosterSchemas } from '@scrolldex/rules';
import { z } from 'zod';

import { SYNC_LIMITS } from './limits.js';
import { RecordId, RecordName } from './list-sync.js';

const { CampaignRosterSchema } = rosterSchemas();

/** GET /rosters/states: every roster of the account, deleted ones included, by id. */
export const RosterStatesSchema = z.object({ rosterStates: z.array(RecordStateSchema) });
export type RosterStates = z.infer<typeof RosterStatesSchema>;

/** One roster of a sync body, with the size limits. */
export const SyncedRosterSchema = z
  .object({ ...CampaignRosterSchema.shape, id: RecordId, name: RecordName, folderId: RecordId.nullable().default(null) })
  .refine((roster) => JSON.stringify(roster).length <= SYNC_LIMITS.rosterJsonLength, {
    message: `A roster may take at most ${SYNC_LIMITS.rosterJsonLength} characters as JSON.`,
  });

const rosterSyncBody = <R extends z.ZodType>(roster: R) =>
  z.object({
    rosters: z.array(roster).max(SYNC_LIMITS.rostersPerSync).default([]),
    outdatedRosters: z.array(RecordId).max(SYNC_LIMITS.rostersPerSync).default([]),
  });

/** POST /rosters/sync body: rosters to store, ids of rosters to send back. */
export const RosterSyncBodySchema = rosterSyncBody(SyncedRosterSchema);
export type RosterSyncBody = z.input<typeof RosterSyncBodySchema>;

/** The same body with its rosters left unchecked, for a server that checks them a few at a time. */
export const RosterSyncEnvelopeSchema = rosterSyncBody(z.unknown());

/**
 * POST /rosters/sync answer: the rosters asked for, and the server's own copy
 * of each conflict (a pushed roster it did not take although it was not
 * older: it holds one with the same _updatedAt and other content, which the
 * client takes); every roster's state after the sync; the conflicts' ids.
 */
export const RosterSyncAnswerSchema = z.object({
  rosters: z.array(CampaignRosterSchema),
  rosterStates: z.array(RecordStateSchema),
  conflicts: z.array(z.string()),
});
export type RosterSyncAnswer = z.infer<typeof RosterSyncAnswerSchema>;
