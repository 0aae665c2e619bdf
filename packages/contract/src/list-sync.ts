// The two calls of list and folder sync (list-building §4 and §7): the body of
// POST /lists/sync, and the answers of it and of GET /lists/states. Records are
// the rules package's: whole lists (ArmyListSchema), folder sync records with
// the 'root' pseudo folder among them, and { id, updatedAt, deleted } states.
import { ArmyListSchema, FolderSyncRecordSchema, RecordStateSchema } from '@scrolldex/rules';
import { z } from 'zod';

import { SYNC_LIMITS } from './limits.js';

/** GET /lists/states: every list and folder of the account, deleted ones included. */
export const ListStatesSchema = z.object({
  listStates: z.array(RecordStateSchema),
  folderStates: z.array(RecordStateSchema),
});
export type ListStates = z.infer<typeof ListStatesSchema>;

const RecordId = z.string().min(1).max(SYNC_LIMITS.idLength);
const RecordName = z.string().max(SYNC_LIMITS.nameLength);
const SyncedListSchema = ArmyListSchema.extend({ id: RecordId, name: RecordName }).refine((list) => JSON.stringify(list).length <= SYNC_LIMITS.listJsonLength, {
  message: `A list may take at most ${SYNC_LIMITS.listJsonLength} characters as JSON.`,
});
const SyncedFolderSchema = FolderSyncRecordSchema.extend({
  id: RecordId,
  name: RecordName,
  // List ids, and 'folder:<id>' entries in the 'root' record's order.
  listIds: z.array(z.string().min(1).max(SYNC_LIMITS.idLength + 'folder:'.length)).max(SYNC_LIMITS.listsPerAccount + SYNC_LIMITS.foldersPerAccount),
});

/** POST /lists/sync body: lists to store, ids of lists to send back, folders to store. */
export const ListSyncBodySchema = z.object({
  lists: z.array(SyncedListSchema).max(SYNC_LIMITS.listsPerAccount).default([]),
  outdatedLists: z.array(RecordId).max(SYNC_LIMITS.listsPerAccount * (1 + SYNC_LIMITS.tombstonesPerLive)).default([]),
  // The 'root' pseudo folder comes on top of the account's folders.
  folders: z.array(SyncedFolderSchema).max(SYNC_LIMITS.foldersPerAccount + 1).default([]),
});
export type ListSyncBody = z.input<typeof ListSyncBodySchema>;

/** POST /lists/sync answer: the lists asked for, the states after the sync and every folder. */
export const ListSyncAnswerSchema = z.object({
  lists: z.array(ArmyListSchema),
  listStates: z.array(RecordStateSchema),
  folders: z.array(FolderSyncRecordSchema),
  folderStates: z.array(RecordStateSchema),
});
export type ListSyncAnswer = z.infer<typeof ListSyncAnswerSchema>;
