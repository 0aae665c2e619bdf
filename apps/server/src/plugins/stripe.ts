// Subscriptions through Stripe: `app.stripe` is the SDK client when
// STRIPE_SECRET_KEY is set (null otherwise), and `app.requireSubscription`
// is the 402 gate of the sync routes (docs/decisions.md, "Subscriptions").
import { hasActiveSubscription } from '@scrolldex/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';

import type { StripeConfig } from '../env.js';
import { AppError } from '../errors.js';

export const STRIPE_NOT_CONFIGURED = 'Subscriptions are not configured on this server.';
export const SUBSCRIPTION_REQUIRED = 'A subscription is required to sync.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Stripe client, or null when STRIPE_SECRET_KEY is not set. */
    stripe: Stripe | null;
    /** onRequest hook after app.authenticate: 402 unless sync is free or the account's subscription is active. */
    requireSubscription: (request: FastifyRequest) => Promise<void>;
  }
}

export type StripePluginOptions = { config: StripeConfig };

/**
 * The SDK client for a config, pointed at STRIPE_API_HOST/PORT/PROTOCOL when they are set. The SDK is imported only
 * here: its 218 modules were a sixth of a start from source (the tests' server processes), with Stripe not configured.
 */
export async function createStripeClient(config: StripeConfig): Promise<Stripe | null> {
  if (config.secretKey === null) return null;
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(config.secretKey, {
    ...(config.apiHost !== null && { host: config.apiHost }),
    ...(config.apiPort !== null && { port: config.apiPort }),
    ...(config.apiProtocol !== null && { protocol: config.apiProtocol }),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Scrolldex server' },
  });
}

/** Sync needs an active subscription: Stripe is configured and SUBSCRIPTION_REQUIRED is set (GET /config says so too). */
export function isSyncGated(config: StripeConfig): boolean {
  return config.secretKey !== null && config.subscriptionRequired;
}

export const stripePlugin = fp<StripePluginOptions>(
  async (app, { config }) => {
    const stripe = await createStripeClient(config);
    app.decorate('stripe', stripe);
    const gated = isSyncGated(config);
    if (config.subscriptionRequired && stripe === null) {
      app.log.warn('SUBSCRIPTION_REQUIRED is set but STRIPE_SECRET_KEY is not: sync stays free.');
    }

    app.decorate('requireSubscription', async (request: FastifyRequest) => {
      if (!gated) return;
      const status = await app.stores.billing.subscriptionStatus(request.userId);
      if (!hasActiveSubscription(status)) throw new AppError('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_REQUIRED);
    });
  },
  { name: 'scrolldex-stripe', dependencies: ['scrolldex-stores', 'scrolldex-auth'] },
);
