// Subscriptions through Stripe: the keys, where the SDK sends its requests,
// and whether sync needs a subscription.
import { z } from 'zod';

import { booleanFlag, checkedVariable, matching, optionalText, wholeNumber, type VariablesOf } from './variable-readers.js';

/** Without a secret key the /stripe routes answer 503 and sync stays free. */
export type StripeConfig = {
  /** STRIPE_SECRET_KEY; null: Stripe is not configured. */
  secretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET (`whsec_...`); null: POST /stripe/webhook answers 503. */
  webhookSecret: string | null;
  /** Where the SDK sends its requests; null: Stripe's own (api.stripe.com, 443, https). For tests and proxies. */
  apiHost: string | null;
  apiPort: number | null;
  apiProtocol: 'http' | 'https' | null;
  /** With Stripe configured, sync routes answer 402 to accounts without an active or trialing subscription. */
  subscriptionRequired: boolean;
};

export const DEFAULT_STRIPE_CONFIG: StripeConfig = {
  secretKey: null,
  webhookSecret: null,
  apiHost: null,
  apiPort: null,
  apiProtocol: null,
  subscriptionRequired: false,
};

const readProtocol = (value: string) => {
  const lower = value.toLowerCase();
  return lower === 'http' || lower === 'https' ? lower : undefined;
};

export const STRIPE_VARIABLES = {
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: matching('STRIPE_API_HOST', 'be a host name without scheme or port (e.g. localhost)', /^[A-Za-z0-9.-]+$/),
  STRIPE_API_PORT: wholeNumber('STRIPE_API_PORT', 1, 65535, null),
  STRIPE_API_PROTOCOL: checkedVariable('STRIPE_API_PROTOCOL', 'be http or https', readProtocol, null),
  SUBSCRIPTION_REQUIRED: booleanFlag('SUBSCRIPTION_REQUIRED', false),
} satisfies z.ZodRawShape;

export function readStripeSettings(vars: VariablesOf<typeof STRIPE_VARIABLES>): StripeConfig {
  return {
    secretKey: vars.STRIPE_SECRET_KEY ?? null,
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
    apiHost: vars.STRIPE_API_HOST,
    apiPort: vars.STRIPE_API_PORT,
    apiProtocol: vars.STRIPE_API_PROTOCOL,
    subscriptionRequired: vars.SUBSCRIPTION_REQUIRED,
  };
}
