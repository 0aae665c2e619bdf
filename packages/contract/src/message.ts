import { z } from 'zod/mini';

/** A sentence for the player: POST /auth/request-reset and DELETE /account answer one. */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
