import { z } from 'zod/mini';

import { MAX_SYNC_RECORDS } from './limits.js';

export const FAVORITE_TYPES = ['army', 'unit', 'faq'] as const;

export const FavoriteEntrySchema = z.object({
  type: z.enum(FAVORITE_TYPES),
  key: z.string().check(z.minLength(1), z.maxLength(1000)),
  isFavorited: z.boolean(),
  /** Milliseconds since the epoch; the newer entry wins. */
  updatedAt: z.int(),
});
export type FavoriteEntry = z.infer<typeof FavoriteEntrySchema>;

/** POST /favorites body and the answer of both favourites routes. */
export const FavoritesSchema = z.object({ favorites: z.array(FavoriteEntrySchema).check(z.maxLength(MAX_SYNC_RECORDS)) });
export type Favorites = z.infer<typeof FavoritesSchema>;
