// A favourite's own schemas, apart from the bodies of favorites.ts: a device checks its stored favourites and the
// entries it will write from the first screen on, while the bodies are checked only in a sync (the web app loads
// them with its answers' schemas, not as it starts). Both built on first use (z.lazy): the web app's first bundle
// imports them, and checks a stored favourite only when a device holds one.
import { builtOnce } from '@scrolldex/rules';
import { z } from 'zod/mini';

import { SYNC_LIMITS } from './limits.js';

export const FAVORITE_TYPES = ['army', 'unit', 'faq'] as const;

const favoriteEntryObject = builtOnce(() =>
  z.object({
    type: z.enum(FAVORITE_TYPES),
    key: z.string().check(z.minLength(1), z.maxLength(1000)),
    isFavorited: z.boolean(),
    /** Milliseconds since the epoch; the newer entry wins. */
    updatedAt: z.int(),
  }),
);

/** A favourite as stored, on the server and on a device (the key's bound is an older, looser limit than a write's). */
export const FavoriteEntrySchema = z.lazy(favoriteEntryObject);
export type FavoriteEntry = z.infer<typeof FavoriteEntrySchema>;

/** A favourite the server takes in a write: its key within SYNC_LIMITS.favouriteKeyLength (a sync's). */
export const FavoriteWriteEntrySchema = z.lazy(() =>
  z.extend(favoriteEntryObject(), {
    key: z.string().check(z.minLength(1), z.maxLength(SYNC_LIMITS.favouriteKeyLength, `must be at most ${SYNC_LIMITS.favouriteKeyLength} characters long`)),
  }),
);
