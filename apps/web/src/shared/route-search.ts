// What the route table checks in URLs with zod: kept apart from the route
// table so a screen (and its tests) can read a route's search without loading
// every route. Each is built on first use (z.lazy): the route table is built as the app starts, and a route's
// schemas are needed only when an address matches it.
import { z } from 'zod/mini';

/** Optional query values: anything unreadable is dropped, never an error page. */
export const optionalText = z.lazy(() => z.catch(z.optional(z.string().check(z.maxLength(500))), undefined));
/** A position in a list from the URL: a whole number 0..999. */
export const PositionSchema = z.lazy(() => z.pipe(z.coerce.number(), z.int().check(z.minimum(0), z.maximum(999))));
/** A list id from the URL: what the store accepts as an id. */
export const ListIdSchema = z.lazy(() => z.string().check(z.minLength(1), z.maxLength(64)));

/** The unit page's query: where the unit sits in a list and the choices made for it. */
export const UnitSearchSchema = z.lazy(() =>
  z.object({
    listId: optionalText,
    regimentIdx: z.catch(z.optional(PositionSchema), undefined),
    unitIdx: z.catch(z.optional(z.union([z.literal('leader'), PositionSchema])), undefined),
    artifact: optionalText,
    heroicTrait: optionalText,
    /** JSON map of enhancement table to choice. */
    enhancements: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
  }),
);
