import { z } from 'zod/mini';

/** POST /stripe/session-complete body: the checkout session a payment finished (trimmed). */
export const SessionCompleteBodySchema = z.object({ sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)) });
/** POST /stripe/create-customer-portal-session body: where the portal sends the player back. */
export const PortalSessionBodySchema = z.object({ redirectUrl: z.string().check(z.minLength(1), z.maxLength(2048)) });

/** POST /stripe/create-customer-portal-session: where to send the player to manage the subscription. */
export const PortalSessionAnswerSchema = z.object({ portalUrl: z.string() });
export type PortalSessionAnswer = z.infer<typeof PortalSessionAnswerSchema>;

/** Stripe subscription statuses that let an account sync where a subscription is required (docs/decisions.md, "Subscriptions"). */
export const ACTIVE_SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing']);

/** Whether an account with this subscription status (its token's claim) may sync where a subscription is required. */
export function hasActiveSubscription(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && ACTIVE_SUBSCRIPTION_STATUSES.has(status);
}
