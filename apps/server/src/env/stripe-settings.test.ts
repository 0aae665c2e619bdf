// The Stripe and subscription variables (stripe-settings.ts), read through parseConfig.
import { describe, expect, it } from 'vitest';

import { parseConfig } from './parse-config.js';
import { DEFAULT_STRIPE_CONFIG } from './stripe-settings.js';

const context = { baseDir: '/srv/scrolldex', projectRoot: null };

describe('Stripe configuration', () => {
  it('is off by default, and sync is free', () => {
    const result = parseConfig({}, context);
    expect(result.ok && result.value.stripe).toEqual(DEFAULT_STRIPE_CONFIG);
    expect(DEFAULT_STRIPE_CONFIG.subscriptionRequired).toBe(false);
  });

  it('reads the keys, the API address and SUBSCRIPTION_REQUIRED', () => {
    const result = parseConfig(
      {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_456',
        STRIPE_API_HOST: 'localhost',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'HTTP',
        SUBSCRIPTION_REQUIRED: 'true',
      },
      context,
    );
    expect(result.ok && result.value.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_456',
      apiHost: 'localhost',
      apiPort: 12111,
      apiProtocol: 'http',
      subscriptionRequired: true,
    });
  });

  it('names each bad variable', () => {
    const result = parseConfig(
      { STRIPE_API_HOST: 'http://localhost:1', STRIPE_API_PORT: '0', STRIPE_API_PROTOCOL: 'ftp', SUBSCRIPTION_REQUIRED: 'yes' },
      context,
    );
    expect(result.ok ? [] : result.errors.map((issue) => issue.message)).toEqual([
      'STRIPE_API_HOST must be a host name without scheme or port (e.g. localhost), got "http://localhost:1".',
      'STRIPE_API_PORT must be a whole number from 1 to 65535, got "0".',
      'STRIPE_API_PROTOCOL must be http or https, got "ftp".',
      'SUBSCRIPTION_REQUIRED must be true or false, got "yes".',
    ]);
  });
});
