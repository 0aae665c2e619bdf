import { z } from 'zod';

/** Stripe's embeddable pricing table: both ids, or no table at all. */
export const StripePricingTableSchema = z.object({
  /** The publishable key, `pk_...`. */
  publishableKey: z.string().startsWith('pk_'),
  /** `prctbl_...` */
  pricingTableId: z.string().startsWith('prctbl_'),
});
export type StripePricingTable = z.infer<typeof StripePricingTableSchema>;

/** GET /config: what the web app needs from the server's environment at run time. */
export const RuntimeConfigSchema = z.object({
  serverVersion: z.string(),
  /** Public address of the API when it is not the web app's own origin. */
  apiUrl: z.string().nullable(),
  /** Origin of the web app when it is served elsewhere. */
  uiUrl: z.string().nullable(),
  /** Lower-case hex SHA-256 of the developer-mode password (never the password itself); null: no developer mode. */
  devModePasswordHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** The host whose subdomains the dev_variant cookie names ('dev.example.com'). */
  devHost: z.string().nullable(),
  /** The subdomain names a dev_variant cookie may name; any other value is ignored. */
  devVariants: z.array(z.string().regex(/^[a-z0-9-]+$/)),
  /** URL template of the feedback form; the web app replaces {army}, {revision}, {appVersion} and {unit}, URL-encoded. */
  reportErrorUrl: z.string().nullable(),
  /** Names for the supporter banner; empty hides it. */
  donors: z.array(z.string()),
  stripePricingTable: StripePricingTableSchema.nullable(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
