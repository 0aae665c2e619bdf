// The /stripe routes and the subscription gate, with the real `stripe` SDK
// pointed at a fake Stripe API that this test serves on loopback.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { call } from '../../test/requests.js';
import { loggerOptions } from '../app.js';
import type { StripeConfig } from '../env.js';
import { STRIPE_NOT_CONFIGURED, SUBSCRIPTION_REQUIRED } from '../plugins/stripe.js';
import { NO_CUSTOMER, SESSION_NOT_FOUND, SESSION_OTHER_ACCOUNT, SESSION_WITHOUT_ACCOUNT, SIGNATURE_INVALID, SIGNATURE_MISSING } from './billing.js';

const UI_ORIGIN = 'http://localhost:5173';
const WEBHOOK_SECRET = 'whsec_test_secret';
const PORTAL_URL = 'https://billing.stripe.test/p/session/test_123';

type Recorded = { method: string; path: string; query: URLSearchParams; form: URLSearchParams };

/** The few endpoints of the Stripe API the server calls, from in-memory objects. */
function startFakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const requests: Recorded[] = [];

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (text += chunk));
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });

  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      requests.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, form: new URLSearchParams(body) });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        response.end(JSON.stringify(value));
      };
      const missing = (what: string) => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
      const authorised = request.headers.authorization === 'Bearer sk_test_fake';
      if (!authorised) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });

      let match: RegExpExecArray | null;
      if (request.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname))) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        return session ? send(200, session) : missing('checkout.session');
      }
      if (request.method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
        const subscription = subscriptions.get(decodeURIComponent(match[1]!));
        return subscription ? send(200, subscription) : missing('subscription');
      }
      if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const form = new URLSearchParams(body);
        return send(200, {
          id: 'bps_test',
          object: 'billing_portal.session',
          customer: form.get('customer'),
          return_url: form.get('return_url'),
          url: PORTAL_URL,
        });
      }
      return missing(url.pathname);
    });
  });

  return {
    sessions,
    subscriptions,
    requests,
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function makeSubscription(id: string, customer: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_end: 1_800_000_000,
          price: { id: 'price_month', object: 'price', nickname: null, product: { id: 'prod_sync', object: 'product', name: 'Scrolldex Monthly' } },
        },
      ],
    },
    ...extra,
  };
}

const fake = startFakeStripe();
const temp = makeTempDir();
let stripeConfig: StripeConfig;
/** Stripe configured and SUBSCRIPTION_REQUIRED=true. */
let app: FastifyInstance;
let counter = 0;

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function createUser(target: FastifyInstance = app): Promise<{ token: string; id: string }> {
  counter++;
  const response = await call(target, 'POST', '/auth/create', undefined, {
    username: `payer${counter}`,
    email: `payer${counter}@example.com`,
    password: `secret-pass-${counter}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = (response.json() as { accessToken: string }).accessToken;
  return { token, id: claimsOf(token).id as string };
}

const statesOf = (target: FastifyInstance, token: string) => call(target, 'GET', '/lists/states', token);
const syncOf = (target: FastifyInstance, token: string) => call(target, 'POST', '/lists/sync', token, { lists: [], outdatedLists: [], folders: [] });

function sendWebhook(target: FastifyInstance, event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return target.inject({ method: 'POST', url: '/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

const userRow = async (target: FastifyInstance, id: string) => (await target.stores.accounts.findById(id))!;
const recordedEvents = (target: FastifyInstance, id: string) => target.stores.maintenance.rows(sql`select id from stripe_events where id = ${id}`);
/** The last request the fake Stripe API received at a path. */
const lastRequest = (path: string): Recorded => fake.requests.filter((request) => request.path === path).at(-1)!;
const subscriptionFetches = () => fake.requests.filter((request) => request.path.startsWith('/v1/subscriptions/')).length;

beforeAll(async () => {
  const port = await fake.listen();
  stripeConfig = {
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    apiHost: '127.0.0.1',
    apiPort: port,
    apiProtocol: 'http',
    subscriptionRequired: true,
  };
  app = await makeApp(makeConfig(temp.dir, { uiUrl: UI_ORIGIN, stripe: stripeConfig }));
});
afterAll(async () => {
  await app.close();
  await fake.close();
  temp.remove();
});

describe('POST /stripe/session-complete', () => {
  it('stores the subscription on the account and answers tokens with the new claims', async () => {
    const user = await createUser();
    expect((await statesOf(app, user.token)).statusCode).toBe(402);
    fake.sessions.set('cs_test_a', {
      id: 'cs_test_a',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: user.id,
      customer: 'cus_a',
      subscription: 'sub_a',
    });
    fake.subscriptions.set('sub_a', makeSubscription('sub_a', 'cus_a', 'active', { cancel_at: 1_810_000_000 }));

    const response = await call(app, 'POST', '/stripe/session-complete', user.token, { sessionId: 'cs_test_a' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { accessToken: string; refreshToken: string };
    expect(typeof body.refreshToken).toBe('string');
    expect(claimsOf(body.accessToken)).toMatchObject({
      id: user.id,
      subscriptionStatus: 'active',
      productName: 'Scrolldex Monthly',
      periodEnd: 1_800_000_000,
      cancelAt: 1_810_000_000,
    });
    expect(await userRow(app, user.id)).toMatchObject({
      stripeCustomerId: 'cus_a',
      subscriptionStatus: 'active',
      productName: 'Scrolldex Monthly',
      periodEnd: 1_800_000_000,
      cancelAt: 1_810_000_000,
    });
    // The product is expanded in the same call.
    const fetch = lastRequest('/v1/subscriptions/sub_a');
    expect([...fetch.query.values()]).toContain('items.data.price.product');

    expect((await statesOf(app, body.accessToken)).statusCode).toBe(200);
    expect((await syncOf(app, body.accessToken)).statusCode).toBe(200);
  });

  it("refuses an unknown session, another account's session, and a missing id", async () => {
    const user = await createUser();
    const unknown = await call(app, 'POST', '/stripe/session-complete', user.token, { sessionId: 'cs_missing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: SESSION_NOT_FOUND });

    fake.sessions.set('cs_test_other', {
      id: 'cs_test_other',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: 'someone-else',
      customer: 'cus_other',
      subscription: 'sub_other',
    });
    const other = await call(app, 'POST', '/stripe/session-complete', user.token, { sessionId: 'cs_test_other' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ message: SESSION_OTHER_ACCOUNT });

    // A session naming no account is no one's to claim.
    fake.sessions.set('cs_test_nobody', {
      id: 'cs_test_nobody',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: null,
      customer: 'cus_nobody',
      subscription: 'sub_nobody',
    });
    const nobody = await call(app, 'POST', '/stripe/session-complete', user.token, { sessionId: 'cs_test_nobody' });
    expect(nobody.statusCode).toBe(403);
    expect(nobody.json()).toMatchObject({ message: SESSION_WITHOUT_ACCOUNT });

    expect((await call(app, 'POST', '/stripe/session-complete', user.token, {})).statusCode).toBe(400);
    expect((await call(app, 'POST', '/stripe/session-complete', undefined, { sessionId: 'cs_test_a' })).statusCode).toBe(401);
    expect((await userRow(app, user.id)).stripeCustomerId).toBeNull();
  });
});

describe('POST /stripe/create-customer-portal-session', () => {
  it("answers the portal URL for the account's customer, returning to the web app", async () => {
    const user = await createUser();
    fake.sessions.set('cs_test_portal', {
      id: 'cs_test_portal',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: user.id,
      customer: 'cus_portal',
      subscription: 'sub_portal',
    });
    fake.subscriptions.set('sub_portal', makeSubscription('sub_portal', 'cus_portal', 'active'));
    expect((await call(app, 'POST', '/stripe/session-complete', user.token, { sessionId: 'cs_test_portal' })).statusCode).toBe(200);

    const redirectUrl = `${UI_ORIGIN}/account?subscription_managed=true`;
    const response = await call(app, 'POST', '/stripe/create-customer-portal-session', user.token, { redirectUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ portalUrl: PORTAL_URL });
    const created = lastRequest('/v1/billing_portal/sessions');
    expect(created.form.get('customer')).toBe('cus_portal');
    expect(created.form.get('return_url')).toBe(redirectUrl);
  });

  it('refuses a redirect off the web app origin, and an account without a customer', async () => {
    const user = await createUser();
    for (const redirectUrl of ['https://evil.example/account', 'http://localhost:5174/account', 'not a url', 'javascript:alert(1)']) {
      const response = await call(app, 'POST', '/stripe/create-customer-portal-session', user.token, { redirectUrl });
      expect(response.statusCode, redirectUrl).toBe(400);
      expect((response.json() as { message: string }).message).toContain('redirectUrl');
    }
    const none = await call(app, 'POST', '/stripe/create-customer-portal-session', user.token, { redirectUrl: `${UI_ORIGIN}/account` });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: NO_CUSTOMER });
  });
});

describe('POST /stripe/webhook', () => {
  it('keeps the status current from signed subscription events, each event once', async () => {
    const user = await createUser();
    fake.sessions.set('cs_test_hook', {
      id: 'cs_test_hook',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      client_reference_id: user.id,
      customer: 'cus_hook',
      subscription: 'sub_hook',
    });
    fake.subscriptions.set('sub_hook', makeSubscription('sub_hook', 'cus_hook', 'active'));
    const token = (await call(app, 'POST', '/stripe/session-complete', user.token, { sessionId: 'cs_test_hook' })).json().accessToken as string;
    expect((await syncOf(app, token)).statusCode).toBe(200);

    fake.subscriptions.set('sub_hook', makeSubscription('sub_hook', 'cus_hook', 'canceled'));
    const deleted = {
      id: 'evt_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_hook', object: 'subscription', customer: 'cus_hook', status: 'canceled' } },
    };
    const first = await sendWebhook(app, deleted);
    expect(first.statusCode, first.body).toBe(200);
    expect((await userRow(app, user.id)).subscriptionStatus).toBe('canceled');
    const sync = await syncOf(app, token);
    expect(sync.statusCode).toBe(402);
    expect(sync.json()).toMatchObject({ statusCode: 402, message: SUBSCRIPTION_REQUIRED });

    // A redelivery of the same event is acknowledged but not applied again.
    fake.subscriptions.set('sub_hook', makeSubscription('sub_hook', 'cus_hook', 'active'));
    const fetches = subscriptionFetches();
    const again = await sendWebhook(app, deleted);
    expect(again.statusCode).toBe(200);
    expect(subscriptionFetches()).toBe(fetches);
    expect((await userRow(app, user.id)).subscriptionStatus).toBe('canceled');
    expect(await recordedEvents(app, 'evt_deleted_1')).toHaveLength(1);

    const updated = await sendWebhook(app, {
      id: 'evt_updated_2',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_hook', object: 'subscription', customer: 'cus_hook', status: 'active' } },
    });
    expect(updated.statusCode).toBe(200);
    expect((await userRow(app, user.id)).subscriptionStatus).toBe('active');
    expect((await statesOf(app, token)).statusCode).toBe(200);
  });

  it('links the account of a completed checkout session', async () => {
    const user = await createUser();
    fake.subscriptions.set('sub_trial', makeSubscription('sub_trial', 'cus_trial', 'trialing'));
    const response = await sendWebhook(app, {
      id: 'evt_checkout_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_trial',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: user.id,
          customer: 'cus_trial',
          subscription: 'sub_trial',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await userRow(app, user.id)).toMatchObject({ stripeCustomerId: 'cus_trial', subscriptionStatus: 'trialing', productName: 'Scrolldex Monthly' });
    expect((await syncOf(app, user.token)).statusCode).toBe(200);
  });

  it('refuses a bad or missing signature without recording the event', async () => {
    const event = {
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_hook', object: 'subscription', customer: 'cus_hook', status: 'active' } },
    };
    const forged = await sendWebhook(app, event, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: SIGNATURE_INVALID });

    const tampered = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: tampered, secret: WEBHOOK_SECRET });
    const changed = await app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      payload: tampered.replace('active', 'trialing'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(changed.statusCode).toBe(400);

    const unsigned = await app.inject({ method: 'POST', url: '/stripe/webhook', payload: tampered, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ message: SIGNATURE_MISSING });
    expect(await recordedEvents(app, 'evt_forged')).toHaveLength(0);
  });

  it('acknowledges events it does not handle', async () => {
    const response = await sendWebhook(app, { id: 'evt_other', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } });
    expect(response.statusCode).toBe(200);
  });
});

describe('the subscription gate', () => {
  it('answers 402 on list sync only, for an account without an active subscription', async () => {
    const user = await createUser();
    for (const response of [await statesOf(app, user.token), await syncOf(app, user.token)]) {
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ statusCode: 402, error: 'Payment Required', message: SUBSCRIPTION_REQUIRED });
    }
    expect((await call(app, 'GET', '/favorites', user.token)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/unit-settings', user.token)).statusCode).toBe(200);
    // Auth still comes first.
    expect((await call(app, 'GET', '/lists/states')).statusCode).toBe(401);
  });

  it('keeps sync free when SUBSCRIPTION_REQUIRED is false', async () => {
    const freeTemp = makeTempDir();
    const free = await makeApp(makeConfig(freeTemp.dir, { uiUrl: UI_ORIGIN, stripe: { ...stripeConfig, subscriptionRequired: false } }));
    try {
      const user = await createUser(free);
      expect((await statesOf(free, user.token)).statusCode).toBe(200);
      expect((await syncOf(free, user.token)).statusCode).toBe(200);
    } finally {
      await free.close();
      freeTemp.remove();
    }
  });
});

describe('without Stripe configured', () => {
  it('answers 503 on the /stripe routes and keeps sync free even when a subscription is required', async () => {
    const bareTemp = makeTempDir();
    const bare = await makeApp(
      makeConfig(bareTemp.dir, {
        uiUrl: UI_ORIGIN,
        stripe: { secretKey: null, webhookSecret: null, apiHost: null, apiPort: null, apiProtocol: null, subscriptionRequired: true },
      }),
    );
    try {
      expect(bare.stripe).toBeNull();
      const user = await createUser(bare);
      const answers = [
        await call(bare, 'POST', '/stripe/session-complete', user.token, { sessionId: 'cs_test_a' }),
        await call(bare, 'POST', '/stripe/create-customer-portal-session', user.token, { redirectUrl: `${UI_ORIGIN}/account` }),
        await sendWebhook(bare, { id: 'evt_bare', object: 'event', type: 'invoice.paid', data: { object: {} } }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ message: STRIPE_NOT_CONFIGURED });
      }
      expect((await syncOf(bare, user.token)).statusCode).toBe(200);
    } finally {
      await bare.close();
      bareTemp.remove();
    }
  });

  it('logs a webhook with a bad signature in one line, without its body', async () => {
    const loggedTemp = makeTempDir();
    let log = '';
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => ((log += chunk.toString('utf8')), done()) });
    const config = makeConfig(loggedTemp.dir, { logLevel: 'warn', stripe: stripeConfig });
    const logged = await makeApp(config, { logger: { ...(loggerOptions(config) as object), stream } as never });
    try {
      const event = { id: 'evt_loud', object: 'event', type: 'invoice.paid', data: { object: { secretMarker: 'do-not-log-me' } } };
      expect((await sendWebhook(logged, event, 'whsec_wrong')).statusCode).toBe(400);
      const lines = log.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('Stripe webhook with a bad signature');
      expect(log).not.toContain('do-not-log-me');
    } finally {
      await logged.close();
      loggedTemp.remove();
    }
  });

  it('answers 503 on the webhook without a webhook secret', async () => {
    const noHookTemp = makeTempDir();
    const noHook = await makeApp(makeConfig(noHookTemp.dir, { stripe: { ...stripeConfig, webhookSecret: null } }));
    try {
      const response = await sendWebhook(noHook, { id: 'evt_nohook', object: 'event', type: 'invoice.paid', data: { object: {} } });
      expect(response.statusCode).toBe(503);
    } finally {
      await noHook.close();
      noHookTemp.remove();
    }
  });
});
