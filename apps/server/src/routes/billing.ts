// Subscriptions (docs/decisions.md, "Subscriptions"): completing a
// Stripe Checkout session, the customer portal, and the webhook that keeps
// each account's subscription status current. Every route answers 503 when
// STRIPE_SECRET_KEY is not set. The webhook checks the signature
// and handles each event id once.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';

import { PortalSessionBodySchema, SessionCompleteBodySchema } from '@scrolldex/contract';

import { INVALID_ACCESS_TOKEN } from '../auth/token-service.js';
import type { SubscriptionChange, SubscriptionFields } from '../db/stores.js';
import { AppError } from '../errors.js';
import { webAppOrigin } from '../http/configured-origins.js';
import { STRIPE_NOT_CONFIGURED } from '../plugins/stripe.js';

export const SESSION_NOT_FOUND = 'There is no Stripe checkout session with that id.';
export const SESSION_WITHOUT_SUBSCRIPTION = 'That checkout session has no subscription.';
export const SESSION_OTHER_ACCOUNT = 'That checkout session belongs to another account.';
export const SESSION_WITHOUT_ACCOUNT = 'That checkout session was not started from an account. Please subscribe again from the app.';
export const CUSTOMER_OTHER_ACCOUNT = 'That subscription is already linked to another account.';
export const NO_CUSTOMER = 'This account has no subscription to manage yet.';
export const STRIPE_UNREACHABLE = 'Stripe could not be reached. Please try again later.';
export const SIGNATURE_MISSING = "The request has no 'Stripe-Signature' header.";
export const SIGNATURE_INVALID = 'The webhook signature is invalid.';

const idOf = (value: string | { id: string } | null): string | null => (value === null ? null : typeof value === 'string' ? value : value.id);

/** The account columns for a subscription (its product expanded when Stripe gave it). */
export function readSubscription(subscription: Stripe.Subscription): SubscriptionFields {
  const item = subscription.items.data[0];
  const product = item?.price.product;
  const productName = product && typeof product === 'object' && 'name' in product ? product.name : (item?.price.nickname ?? null);
  // Newer API versions keep the period on the items; older ones on the subscription.
  const legacyPeriodEnd = (subscription as { current_period_end?: unknown }).current_period_end;
  const periodEnd = item?.current_period_end ?? (typeof legacyPeriodEnd === 'number' ? legacyPeriodEnd : null);
  return {
    stripeCustomerId: idOf(subscription.customer)!,
    subscriptionStatus: subscription.status,
    productName,
    periodEnd,
    cancelAt: subscription.cancel_at,
  };
}

function stripeErrorType(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}

export async function billingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { tokens, now } = app.auth;
  const { billing } = app.stores;

  const client = (): Stripe => {
    if (app.stripe === null) throw new AppError('STRIPE_NOT_CONFIGURED', STRIPE_NOT_CONFIGURED);
    return app.stripe;
  };

  /** A Stripe call; a refusal or network failure answers 502 (logged), a missing object `notFound` when given. */
  async function callStripe<T>(what: string, call: () => Promise<T>, notFound?: AppError): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      if (notFound && stripeErrorType(error) === 'StripeInvalidRequestError' && status === 404) throw notFound;
      app.log.error({ err: error }, `Stripe: ${what} failed`);
      throw new AppError('STRIPE_UNAVAILABLE', STRIPE_UNREACHABLE);
    }
  }

  const retrieveSubscription = (stripe: Stripe, id: string) =>
    callStripe('retrieving a subscription', () => stripe.subscriptions.retrieve(id, { expand: ['items.data.price.product'] }));

  app.post('/stripe/session-complete', { schema: { body: SessionCompleteBodySchema }, onRequest: app.authenticate }, async (request) => {
    const stripe = client();
    const { sessionId } = request.body;
    const session = await callStripe(
      'retrieving a checkout session',
      () => stripe.checkout.sessions.retrieve(sessionId),
      new AppError('INVALID_REQUEST', SESSION_NOT_FOUND),
    );
    // A session must name the account that started it: one naming none could be claimed by anyone.
    if (!session.client_reference_id) throw new AppError('FORBIDDEN', SESSION_WITHOUT_ACCOUNT);
    if (session.client_reference_id !== request.userId) throw new AppError('FORBIDDEN', SESSION_OTHER_ACCOUNT);
    const subscriptionId = idOf(session.subscription);
    if (subscriptionId === null) throw new AppError('INVALID_REQUEST', SESSION_WITHOUT_SUBSCRIPTION);
    const fields = readSubscription(await retrieveSubscription(stripe, subscriptionId));
    const stored = await billing.storeSubscription(request.userId, fields, new Date(now()));
    if (stored === 'customer-taken') throw new AppError('CONFLICT', CUSTOMER_OTHER_ACCOUNT);
    if (!stored) throw new AppError('UNAUTHORIZED', INVALID_ACCESS_TOKEN);
    // New tokens, so the client sees the subscription claims at once.
    return tokens.issue(stored);
  });

  app.post('/stripe/create-customer-portal-session', { schema: { body: PortalSessionBodySchema }, onRequest: app.authenticate }, async (request) => {
    const stripe = client();
    const { redirectUrl } = request.body;
    // Redirects back from Stripe may only go to the configured web app.
    const origin = webAppOrigin(app.config);
    let target: URL | null = null;
    try {
      target = new URL(redirectUrl);
    } catch {
      // reported below
    }
    if (target?.origin !== origin) throw new AppError('INVALID_REQUEST', `Body field 'redirectUrl' must be an address of this app (${origin}).`);
    const customer = await billing.customerOf(request.userId);
    if (!customer) throw new AppError('INVALID_REQUEST', NO_CUSTOMER);
    const portal = await callStripe('creating a portal session', () => stripe.billingPortal.sessions.create({ customer, return_url: target.href }));
    return { portalUrl: portal.url };
  });

  // The webhook reads its body raw (the signature covers the exact bytes), so
  // its content parser lives in a scope of its own and no other route sees it.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/stripe/webhook', async (request) => {
      const stripe = client();
      const secret = app.config.stripe.webhookSecret;
      if (secret === null) throw new AppError('STRIPE_NOT_CONFIGURED', STRIPE_NOT_CONFIGURED);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new AppError('INVALID_REQUEST', SIGNATURE_MISSING);
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, secret);
      } catch (error) {
        // One line: the error object carries the whole body and the signature header.
        request.log.warn({ reason: error instanceof Error ? error.message.split('\n')[0] : 'unknown' }, 'Stripe webhook with a bad signature');
        throw new AppError('INVALID_REQUEST', SIGNATURE_INVALID);
      }

      if (await billing.eventSeen(event.id)) return { received: true, duplicate: true };

      // Read what the event needs from Stripe first (the latest state, whatever order events arrive in),
      // then record the event and apply it in one transaction: a failure leaves it unrecorded, and Stripe retries.
      let change: SubscriptionChange | null = null;
      if (event.type === 'customer.subscription.created' || event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') {
        change = { kind: 'byCustomer', fields: readSubscription(await retrieveSubscription(stripe, event.data.object.id)) };
      } else if (event.type === 'checkout.session.completed') {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        const userId = session.client_reference_id;
        if (subscriptionId !== null && userId)
          change = { kind: 'byAccount', userId, fields: readSubscription(await retrieveSubscription(stripe, subscriptionId)) };
      }

      const outcome = await billing.recordEvent(event, change, new Date(now()));
      if (outcome === 'ignored') request.log.warn({ eventId: event.id }, 'checkout session for a customer linked to another account; ignored');
      return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
    });
  });
}
