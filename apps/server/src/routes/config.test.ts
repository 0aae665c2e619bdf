import { RuntimeConfigSchema } from '@scrolldex/contract';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';
import { afterAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { parseConfig, type Config } from '../env.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

async function getConfig(overrides: Partial<Config>) {
  const app = await makeApp(makeConfig(temp.dir, overrides));
  try {
    return await app.inject({ method: 'GET', url: '/config' });
  } finally {
    await app.close();
  }
}

describe('GET /config', () => {
  it('answers nulls and empty lists when nothing is configured, never cached without revalidation', async () => {
    const response = await getConfig({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ ...BARE_RUNTIME_CONFIG, serverVersion: '9.9.9-test' });
  });

  it('answers what the environment sets, in the contract shape', async () => {
    const parsed = parseConfig(
      {
        API_URL: 'https://api.example.com',
        UI_URL: 'https://app.example.com',
        DEV_MODE_PASSWORD_HASH: 'AB'.repeat(32),
        DEV_HOST: 'dev.example.com',
        DEV_VARIANTS: 'beta, pr-12',
        REPORT_ERROR_URL: 'https://forms.example.com/f?army={army}&rev={revision}&v={appVersion}&unit={unit}',
        DONOR_NAMES: 'Ada Lovelace, Brin',
        STRIPE_PRICING_TABLE_KEY: 'pk_test_123',
        STRIPE_PRICING_TABLE_ID: 'prctbl_456',
        BCP_API_URL: 'https://bcp.example.com/api',
        BCP_AUTH_URL: 'https://bcp.example.com/authorize',
        BCP_TOKEN_URL: 'https://bcp.example.com/token',
        BCP_CLIENT_ID: 'scrolldex',
      },
      { baseDir: temp.dir, projectRoot: null },
    );
    if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('\n'));
    const { apiUrl, uiUrl, webApp, bcp } = parsed.value;
    const response = await getConfig({ apiUrl, uiUrl, webApp, bcp });
    const body = RuntimeConfigSchema.parse(response.json());
    expect(body).toEqual({
      serverVersion: '9.9.9-test',
      apiUrl: 'https://api.example.com',
      uiUrl: 'https://app.example.com',
      devModePasswordHash: 'ab'.repeat(32),
      devHost: 'dev.example.com',
      devVariants: ['beta', 'pr-12'],
      reportErrorUrl: 'https://forms.example.com/f?army={army}&rev={revision}&v={appVersion}&unit={unit}',
      donors: ['Ada Lovelace', 'Brin'],
      stripePricingTable: { publishableKey: 'pk_test_123', pricingTableId: 'prctbl_456' },
      bcp: true,
      subscriptionRequired: false,
    });
  });

  it('says sync needs a subscription only when Stripe is configured and SUBSCRIPTION_REQUIRED is set, as the sync routes do', async () => {
    const stripe = (secretKey: string | null, subscriptionRequired: boolean) => ({
      stripe: { ...makeConfig(temp.dir, {}).stripe, secretKey, subscriptionRequired },
    });
    expect((await getConfig(stripe('sk_test_1', true))).json()).toMatchObject({ subscriptionRequired: true });
    expect((await getConfig(stripe('sk_test_1', false))).json()).toMatchObject({ subscriptionRequired: false });
    // Without Stripe, sync stays free whatever SUBSCRIPTION_REQUIRED says.
    expect((await getConfig(stripe(null, true))).json()).toMatchObject({ subscriptionRequired: false });
  });
});
