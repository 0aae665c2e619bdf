import { z } from 'zod/mini';

// Both built on first use (z.lazy): the web app parses its configuration once the first screen is up, and building
// the schemas was part of its first bundle's evaluation, on a phone's start.

/** Stripe's embeddable pricing table: both ids, or no table at all. */
export const StripePricingTableSchema = z.lazy(() =>
  z.object({
    /** The publishable key, `pk_...`. */
    publishableKey: z.string().check(z.startsWith('pk_')),
    /** `prctbl_...` */
    pricingTableId: z.string().check(z.startsWith('prctbl_')),
  }),
);
export type StripePricingTable = z.infer<typeof StripePricingTableSchema>;

/** GET /config: what the web app needs from the server's environment at run time. */
export const RuntimeConfigSchema = z.lazy(() =>
  z.object({
    serverVersion: z.string(),
    /** Public address of the API when it is not the web app's own origin. */
    apiUrl: z.nullable(z.string()),
    /** Origin of the web app when it is served elsewhere. */
    uiUrl: z.nullable(z.string()),
    /** Lower-case hex SHA-256 of the developer-mode password (never the password itself); null: no developer mode. */
    devModePasswordHash: z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
    /** The host whose subdomains the dev_variant cookie names ('dev.example.com'). */
    devHost: z.nullable(z.string()),
    /** The subdomain names a dev_variant cookie may name; any other value is ignored. */
    devVariants: z.array(z.string().check(z.regex(/^[a-z0-9-]+$/))),
    /** URL template of the feedback form; the web app replaces {army}, {revision}, {appVersion} and {unit}, URL-encoded. */
    reportErrorUrl: z.nullable(z.string()),
    /** Names for the supporter banner; empty hides it. */
    donors: z.array(z.string()),
    stripePricingTable: z.nullable(StripePricingTableSchema),
    /** Sync answers 402 to accounts without an active subscription (Stripe configured and SUBSCRIPTION_REQUIRED set). */
    subscriptionRequired: z.boolean(),
    /** The server connects to Best Coast Pairings (its /bcp routes answer): the web app offers Connect and event import. */
    bcp: z.boolean(),
  }),
);
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
