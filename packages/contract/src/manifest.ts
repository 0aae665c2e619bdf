import { z } from 'zod/mini';

export const REF_TYPES = ['Branch', 'Release'] as const;
export const RefTypeSchema = z.enum(REF_TYPES);
export type RefType = z.infer<typeof RefTypeSchema>;

/** One branch or release tag of the game data; a changed entry means the cached data is stale. */
export const ManifestEntrySchema = z.object({
  name: z.string(),
  /** The commit the ref points at. */
  sha: z.string(),
  type: RefTypeSchema,
  serverVersion: z.string(),
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;

/** GET /manifest: branches first, then release tags, each by name. */
export const ManifestSchema = z.object({
  serverVersion: z.string(),
  entries: z.array(ManifestEntrySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;
