import { z } from 'zod/mini';

export const FOLDER_COLORS = ['gray', 'red', 'yellow', 'orange', 'green', 'blue', 'purple'] as const;
export const FolderColorSchema = z.enum(FOLDER_COLORS);
export type FolderColor = z.infer<typeof FolderColorSchema>;

export const FolderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  color: FolderColorSchema,
  /** Ids of the lists in the folder, in order. */
  lists: z.array(z.string()),
  createdAt: z.int(),
  updatedAt: z.int(),
  deleted: z._default(z.boolean(), false),
  deletedAt: z._default(z.nullable(z.int()), null),
});
export type Folder = z.infer<typeof FolderSchema>;

/** The id of the pseudo folder whose listIds hold the top-level order ('folder:<id>' for folders). */
export const ROOT_FOLDER_ID = 'root';

export const FolderSyncRecordSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  color: FolderColorSchema,
  listIds: z.array(z.string()),
  createdAt: z.int(),
  updatedAt: z.int(),
  deleted: z.boolean(),
  deletedAt: z.nullable(z.int()),
});
export type FolderSyncRecord = z.infer<typeof FolderSyncRecordSchema>;

/** What the server says it holds of a list (or folder). */
export const RecordStateSchema = z.object({
  id: z.string().check(z.minLength(1)),
  updatedAt: z.int(),
  deleted: z.boolean(),
});
export type RecordState = z.infer<typeof RecordStateSchema>;
