import { z } from 'zod/mini';

import { FavoriteEntrySchema, FavoriteWriteEntrySchema } from './favorite-entry.js';
import { SYNC_LIMITS } from './limits.js';

export { FAVORITE_TYPES, FavoriteEntrySchema, FavoriteWriteEntrySchema, type FavoriteEntry } from './favorite-entry.js';

/** GET /favorites: every favourite of the account, by type then key. */
export const FavoritesSchema = z.object({ favorites: z.array(FavoriteEntrySchema) });
export type Favorites = z.infer<typeof FavoritesSchema>;

/** POST /favorites body: at most SYNC_LIMITS.favouritesPerWrite entries. */
export const FavoritesWriteSchema = z.object({ favorites: z.array(FavoriteWriteEntrySchema).check(z.maxLength(SYNC_LIMITS.favouritesPerWrite)) });
export type FavoritesWrite = z.infer<typeof FavoritesWriteSchema>;

/**
 * POST /favorites answer: how many entries were written, and the server's own version of every pushed entry it did
 * not take (it holds one as new or newer, with other content), which the client takes in. Never the whole store.
 */
export const FavoritesWriteAnswerSchema = z.object({ written: z.int().check(z.minimum(0)), kept: z.array(FavoriteEntrySchema) });
export type FavoritesWriteAnswer = z.infer<typeof FavoritesWriteAnswerSchema>;
