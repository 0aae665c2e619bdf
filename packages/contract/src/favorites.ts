import { z } from 'zod/mini';

import { SYNC_LIMITS } from './limits.js';

export const FAVORITE_TYPES = ['army', 'unit', 'faq'] as const;

/** A favourite as stored, on the server and on a device (the key's bound is an older, looser limit than a write's). */
export const FavoriteEntrySchema = z.object({
  type: z.enum(FAVORITE_TYPES),
  key: z.string().check(z.minLength(1), z.maxLength(1000)),
  isFavorited: z.boolean(),
  /** Milliseconds since the epoch; the newer entry wins. */
  updatedAt: z.int(),
});
export type FavoriteEntry = z.infer<typeof FavoriteEntrySchema>;

/** A favourite the server takes in a write: its key within SYNC_LIMITS.favouriteKeyLength. */
export const FavoriteWriteEntrySchema = z.extend(FavoriteEntrySchema, {
  key: z.string().check(z.minLength(1), z.maxLength(SYNC_LIMITS.favouriteKeyLength, `must be at most ${SYNC_LIMITS.favouriteKeyLength} characters long`)),
});

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
