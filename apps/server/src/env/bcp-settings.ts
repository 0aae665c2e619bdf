// Best Coast Pairings: its OAuth endpoints and this server's client, all or none.
import { z } from 'zod';

import { httpUrl, optionalText, type VariablesOf } from './variable-readers.js';

/** The OAuth authorization code flow, then BCP's API with the player's bearer token. */
export type BcpConfig = {
  /** BCP_API_URL: base of the events and lists API, without a trailing slash. */
  apiUrl: string;
  /** BCP_AUTH_URL: the authorization endpoint the browser is sent to. */
  authUrl: string;
  /** BCP_TOKEN_URL: the token endpoint (code exchange and refresh). */
  tokenUrl: string;
  clientId: string;
  /** BCP_CLIENT_SECRET; null for a public client. */
  clientSecret: string | null;
};

const BCP_REQUIRED = ['BCP_API_URL', 'BCP_AUTH_URL', 'BCP_TOKEN_URL', 'BCP_CLIENT_ID'] as const;

// The path is kept (the API's base), trailing slashes dropped.
const fullUrl = (url: URL) => url.toString().replace(/\/+$/, '');

export const BCP_VARIABLES = {
  BCP_API_URL: httpUrl('BCP_API_URL', fullUrl),
  BCP_AUTH_URL: httpUrl('BCP_AUTH_URL', fullUrl),
  BCP_TOKEN_URL: httpUrl('BCP_TOKEN_URL', fullUrl),
  BCP_CLIENT_ID: optionalText,
  BCP_CLIENT_SECRET: optionalText,
} satisfies z.ZodRawShape;

type BcpVariables = VariablesOf<typeof BCP_VARIABLES>;

/** Some BCP settings without the others: a half-done setup stops the start. */
export function checkBcpVariables(vars: BcpVariables, ctx: z.RefinementCtx): void {
  const set = BCP_REQUIRED.filter((name) => vars[name] !== undefined && vars[name] !== null);
  if (set.length > 0 && set.length < BCP_REQUIRED.length) {
    const missing = BCP_REQUIRED.filter((name) => !set.includes(name));
    ctx.addIssue({ code: 'custom', path: [missing[0]!], message: `BCP needs ${BCP_REQUIRED.join(', ')} together; missing ${missing.join(', ')}.` });
  }
}

/** null: BCP is not configured and the /bcp routes answer 503. */
export function readBcpSettings(vars: BcpVariables): BcpConfig | null {
  if (!vars.BCP_API_URL || !vars.BCP_AUTH_URL || !vars.BCP_TOKEN_URL || !vars.BCP_CLIENT_ID) return null;
  return {
    apiUrl: vars.BCP_API_URL,
    authUrl: vars.BCP_AUTH_URL,
    tokenUrl: vars.BCP_TOKEN_URL,
    clientId: vars.BCP_CLIENT_ID,
    clientSecret: vars.BCP_CLIENT_SECRET ?? null,
  };
}
