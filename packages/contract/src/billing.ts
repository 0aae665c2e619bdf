import { z } from 'zod/mini';

/** POST /stripe/create-customer-portal-session: where to send the player to manage the subscription. */
export const PortalSessionAnswerSchema = z.object({ portalUrl: z.string() });
export type PortalSessionAnswer = z.infer<typeof PortalSessionAnswerSchema>;
