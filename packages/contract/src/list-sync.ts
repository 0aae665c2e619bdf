// The two calls of list and folder sync (list-building §4 and §7): the body of
// POST /lists/sync, and the answers of it and of GET /lists/states. Records are
// the rules package's: whole lists (ArmyListSchema), folder sync records with
// the 'root' pseudo folder among them, and { id, updatedAt, deleted } states.
import { ArmyListSchema, FolderSyncRecordSchema, RecordStateSchema } from '@scrolldex/rules';
import { z } from 'zod';

import { MAX_SYNC_RECORDS } from './limits.js';

/** GET /lists/states: every list and folder of the account, deleted ones included. */
export const ListStatesSchema = z.object({
  listStates: z.array(RecordStateSchema),
  folderStates: z.array(RecordStateSchema),
});
export type ListStates = z.infer<typeof ListStatesSchema>;

/** POST /lists/sync body: lists to store, ids of lists to send back, folders to store. */
export const ListSyncBodySchema = z.object({
  lists: z.array(ArmyListSchema).max(MAX_SYNC_RECORDS).default([]),
  outdatedLists: z.array(z.string().min(1)).max(MAX_SYNC_RECORDS).default([]),
  folders: z.array(FolderSyncRecordSchema).max(MAX_SYNC_RECORDS).default([]),
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
