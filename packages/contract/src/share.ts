import { z } from 'zod/mini';

/** POST /share/{segment}: a short link that opens the import of that list. */
export const ShareAnswerSchema = z.object({ shareLink: z.string() });
export type ShareAnswer = z.infer<typeof ShareAnswerSchema>;
