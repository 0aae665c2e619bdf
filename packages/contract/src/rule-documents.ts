// GET /rules/{document}?name={ref}: one of the rule documents (core rules, the battle pack...) of a ref's data.
import { z } from 'zod/mini';

import { RefNameSchema } from './refs.js';

/** The ref the rule documents are read from when the query names none. */
export const DEFAULT_RULES_REF = 'main';

/** GET /rules/{document}: a rule document's file name, with or without '.json' (the route says which exist). */
export const RuleDocumentParamsSchema = z.object({ document: z.string().check(z.maxLength(100)) });

/** GET /rules/{document}?name={ref}: the ref, `main` when left out. */
export const RuleDocumentQuerySchema = z.object({ name: z._default(RefNameSchema, DEFAULT_RULES_REF) });
export type RuleDocumentQuery = z.input<typeof RuleDocumentQuerySchema>;
