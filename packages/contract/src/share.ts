import { z } from 'zod/mini';

/** POST /share/{segment}: a short link that opens the import of that list. */
export const ShareAnswerSchema = z.object({ shareLink: z.string() });
export type ShareAnswer = z.infer<typeof ShareAnswerSchema>;

/** POST /share/{segment}: the import-link segment (its length and alphabet are checked by the route, with their own sentences). */
export const ShareParamsSchema = z.object({ segment: z.string() });
export type ShareParams = z.infer<typeof ShareParamsSchema>;

/** GET /s/{code}: a short link's code. */
export const ShareCodeParamsSchema = z.object({ code: z.string().check(z.maxLength(64)) });
