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
