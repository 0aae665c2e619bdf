// The two calls of list and folder sync: the body of
// POST /lists/sync, and the answers of it and of GET /lists/states. Records are
// the rules package's: whole lists (ArmyListSchema), folder sync records with
// the 'root' pseudo folder among them, and { id, updatedAt, deleted } states.
import { FolderSyncRecordSchema, listSchemas, RecordStateSchema } from '@scrolldex/rules';
import { z } from 'zod';

import { SYNC_LIMITS } from './limits.js';

const { ArmyListSchema } = listSchemas();

/** GET /lists/states: every list and folder of the account, deleted ones included. */
export const ListStatesSchema = z.object({
  listStates: z.array(RecordStateSchema),
  folderStates: z.array(RecordStateSchema),
});
export type ListStates = z.infer<typeof ListStatesSchema>;

/** A lone UTF-16 surrogate cannot be stored as UTF-8 text: such an id would come back changed. */
const isWellFormed = (text: string) => !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
/** A list, folder, game or roster id of a sync body. */
export const RecordId = z.string().min(1).max(SYNC_LIMITS.idLength).refine(isWellFormed, 'must not contain a lone UTF-16 surrogate');
/** A list, folder or roster name of a sync body. */
export const RecordName = z.string().max(SYNC_LIMITS.nameLength);
/**
 * One list of a sync body, with the size limits (SYNC_LIMITS). The rules' list schemas are zod/mini (the web
 * app reads saved lists with them), which has no `.extend` method: their shapes are spread instead.
 */
export const SyncedListSchema = z
  .object({ ...ArmyListSchema.shape, id: RecordId, name: RecordName })
  .refine((list) => JSON.stringify(list).length <= SYNC_LIMITS.listJsonLength, {
    message: `A list may take at most ${SYNC_LIMITS.listJsonLength} characters as JSON.`,
  });
/** One folder record of a sync body ('root' included), with the size limits. */
export const SyncedFolderSchema = z.object({
  ...FolderSyncRecordSchema.shape,
  id: RecordId,
  name: RecordName,
  // List ids and 'roster:<id>' entries, and 'folder:<id>' entries in the 'root' record's order.
  listIds: z
    .array(
      z
        .string()
        .min(1)
        .max(SYNC_LIMITS.idLength + 'roster:'.length),
    )
    .max(SYNC_LIMITS.listsPerAccount + SYNC_LIMITS.rostersPerAccount + SYNC_LIMITS.foldersPerAccount),
});

const syncBody = <L extends z.ZodType, F extends z.ZodType>(list: L, folder: F) =>
  z.object({
    lists: z.array(list).max(SYNC_LIMITS.listsPerAccount).default([]),
    outdatedLists: z
      .array(RecordId)
      .max(SYNC_LIMITS.listsPerAccount * (1 + SYNC_LIMITS.tombstonesPerLive))
      .default([]),
    // The 'root' pseudo folder comes on top of the account's folders.
    folders: z
      .array(folder)
      .max(SYNC_LIMITS.foldersPerAccount + 1)
      .default([]),
  });

/** POST /lists/sync body: lists to store, ids of lists to send back, folders to store. */
export const ListSyncBodySchema = syncBody(SyncedListSchema, SyncedFolderSchema);

/**
 * The same body with its records left unchecked, for a server that checks
 * them a few at a time (a 2 MiB body takes longer than one turn of the event
 * loop should) with SyncedListSchema and SyncedFolderSchema.
 */
export const ListSyncEnvelopeSchema = syncBody(z.unknown(), z.unknown());
export type ListSyncBody = z.input<typeof ListSyncBodySchema>;

/**
 * Pushed records the server did not take although they were not older: the
 * server holds another record with the same updatedAt and other content, and
 * keeps its own. The client keeps its copy as a new record (a duplicate) so no
 * edit is lost silently.
 */
export const SyncConflictsSchema = z.object({ lists: z.array(z.string()), folders: z.array(z.string()) });
export type SyncConflicts = z.infer<typeof SyncConflictsSchema>;

/** POST /lists/sync answer: the lists asked for, the states after the sync, every folder and the conflicts. */
export const ListSyncAnswerSchema = z.object({
  lists: z.array(ArmyListSchema),
  listStates: z.array(RecordStateSchema),
  folders: z.array(FolderSyncRecordSchema),
  folderStates: z.array(RecordStateSchema),
  conflicts: SyncConflictsSchema.default({ lists: [], folders: [] }),
});
export type ListSyncAnswer = z.infer<typeof ListSyncAnswerSchema>;
