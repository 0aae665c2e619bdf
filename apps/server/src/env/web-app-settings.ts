// What GET /config tells the web app: developer mode, dev variants, the
// feedback form, donors and the Stripe pricing table. None of it is a secret.
import { z } from 'zod';

import { commaList, httpUrl, matching, prefixed, type VariablesOf } from './variable-readers.js';

export type WebAppConfig = {
  /** DEV_MODE_PASSWORD_HASH: lower-case hex SHA-256 of the developer-mode password; null: developer mode cannot be turned on. */
  devModePasswordHash: string | null;
  /** DEV_HOST: the host whose subdomains the dev_variant cookie names. */
  devHost: string | null;
  /** DEV_VARIANTS: the subdomains a dev_variant cookie may name. */
  devVariants: string[];
  /** REPORT_ERROR_URL: the feedback form's URL template, as written. */
  reportErrorUrl: string | null;
  /** DONOR_NAMES: names for the supporter banner; empty hides it. */
  donors: string[];
  /** STRIPE_PRICING_TABLE_KEY and STRIPE_PRICING_TABLE_ID, together. */
  stripePricingTable: { publishableKey: string; pricingTableId: string } | null;
};

export const DEFAULT_WEB_APP_CONFIG: WebAppConfig = {
  devModePasswordHash: null,
  devHost: null,
  devVariants: [],
  reportErrorUrl: null,
  donors: [],
  stripePricingTable: null,
};

const lowerCase = (value: string) => value.toLowerCase();

export const WEB_APP_VARIABLES = {
  // docs/decisions.md, "Developer mode": the bundle carries the hash, never the password.
  DEV_MODE_PASSWORD_HASH: matching(
    'DEV_MODE_PASSWORD_HASH',
    "be the SHA-256 of the password as 64 hex digits (printf %s 'password' | sha256sum)",
    /^[0-9a-fA-F]{64}$/,
    lowerCase,
  ),
  DEV_HOST: matching('DEV_HOST', 'be a host name without scheme or port (e.g. dev.example.com)', /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, lowerCase),
  DEV_VARIANTS: commaList('DEV_VARIANTS', { pattern: /^[a-z0-9-]+$/, what: 'subdomain names (lower-case letters, digits and -)' }),
  // Checked as a URL but kept as written: the {army}-style placeholders must survive.
  REPORT_ERROR_URL: httpUrl('REPORT_ERROR_URL', (_url, value) => value),
  DONOR_NAMES: commaList('DONOR_NAMES'),
  STRIPE_PRICING_TABLE_KEY: prefixed('STRIPE_PRICING_TABLE_KEY', 'pk_'),
  STRIPE_PRICING_TABLE_ID: prefixed('STRIPE_PRICING_TABLE_ID', 'prctbl_'),
} satisfies z.ZodRawShape;

type WebAppVariables = VariablesOf<typeof WEB_APP_VARIABLES>;

export function checkWebAppVariables(vars: WebAppVariables, ctx: z.RefinementCtx): void {
  if ((vars.STRIPE_PRICING_TABLE_KEY === null) !== (vars.STRIPE_PRICING_TABLE_ID === null)) {
    const missing = vars.STRIPE_PRICING_TABLE_KEY === null ? 'STRIPE_PRICING_TABLE_KEY' : 'STRIPE_PRICING_TABLE_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: `STRIPE_PRICING_TABLE_KEY and STRIPE_PRICING_TABLE_ID go together; ${missing} is missing.` });
  }
}

export function readWebAppSettings(vars: WebAppVariables): WebAppConfig {
  return {
    devModePasswordHash: vars.DEV_MODE_PASSWORD_HASH,
    devHost: vars.DEV_HOST,
    devVariants: vars.DEV_VARIANTS,
    reportErrorUrl: vars.REPORT_ERROR_URL,
    donors: vars.DONOR_NAMES,
    stripePricingTable:
      vars.STRIPE_PRICING_TABLE_KEY !== null && vars.STRIPE_PRICING_TABLE_ID !== null
        ? { publishableKey: vars.STRIPE_PRICING_TABLE_KEY, pricingTableId: vars.STRIPE_PRICING_TABLE_ID }
        : null,
  };
}
