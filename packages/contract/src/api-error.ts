import { z } from 'zod/mini';

/** Every error answer; `message` is a sentence a player can read. */
export const ApiErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
