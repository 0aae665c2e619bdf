import { z } from 'zod/mini';

import { RefTypeSchema } from './manifest.js';

export const RefSchema = z.object({
  name: z.string(),
  type: RefTypeSchema,
  sha: z.string(),
  /** A release tag's annotation (or its commit's subject); null for branches. */
  description: z.nullable(z.string()),
  /** The matched-play season of the ref's data ('2025-26'); null when its data names no known handbook. */
  season: z.nullable(z.string()),
});
export type Ref = z.infer<typeof RefSchema>;

/** GET /refs: the data source choices of the settings screen. */
export const RefsSchema = z.object({
  branches: z.array(RefSchema),
  releases: z.array(RefSchema),
});
export type Refs = z.infer<typeof RefsSchema>;

/** A branch or tag name as the web app sends it (trimmed); only names in the repository's ref list are served. */
export const RefNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));

/** `?name={branch or tag}`: the ref whose data GET /blob, /manifest/files and /data/{file} serve. */
export const RefQuerySchema = z.object({ name: RefNameSchema });
export type RefQuery = z.infer<typeof RefQuerySchema>;
