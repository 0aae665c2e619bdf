// How the server listens, logs and answers: PORT, HOST, the public addresses,
// the body limit, the log level and which proxies to believe.
import { z } from 'zod';

import { parseTrustProxy, type TrustProxy } from '../http/trust-proxy.js';
import { PACKAGE_VERSION } from '../version.js';
import { DEFAULTS } from './defaults.js';
import { checkedVariable, httpUrl, optionalText, wholeNumber, type VariablesOf } from './variable-readers.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const isLogLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);

export type ServerSettings = {
  port: number;
  host: string;
  /** Origin of the web app when it is served elsewhere (CORS is allowed for it). */
  uiUrl: string | null;
  /** Public address of this API when it differs from the web app's origin. */
  apiUrl: string | null;
  serverVersion: string;
  bodyLimitBytes: number;
  logLevel: LogLevel;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe (README 'TRUST_PROXY'). */
  trustProxy: TrustProxy;
};

export const SERVER_VARIABLES = {
  PORT: wholeNumber('PORT', 0, 65535, DEFAULTS.PORT),
  HOST: optionalText.transform((value) => value ?? DEFAULTS.HOST),
  UI_URL: httpUrl('UI_URL', (url) => url.origin),
  API_URL: httpUrl('API_URL', (url) => url.origin),
  SERVER_VERSION: optionalText,
  BODY_LIMIT: wholeNumber('BODY_LIMIT', 1024, 100 * 1024 * 1024, DEFAULTS.BODY_LIMIT),
  LOG_LEVEL: checkedVariable(
    'LOG_LEVEL',
    `be one of ${LOG_LEVELS.join(', ')}`,
    (value) => {
      const level = value.toLowerCase();
      return isLogLevel(level) ? level : undefined;
    },
    DEFAULTS.LOG_LEVEL,
  ),
  TRUST_PROXY: checkedVariable(
    'TRUST_PROXY',
    'be false, a number of proxies (1 for one reverse proxy; true means 1) or a comma-separated list of proxy addresses or CIDR ranges',
    (value) => parseTrustProxy(value) ?? undefined,
    false as const,
  ),
} satisfies z.ZodRawShape;

export function readServerSettings(vars: VariablesOf<typeof SERVER_VARIABLES>): ServerSettings {
  return {
    port: vars.PORT,
    host: vars.HOST,
    uiUrl: vars.UI_URL,
    apiUrl: vars.API_URL,
    serverVersion: vars.SERVER_VERSION ?? PACKAGE_VERSION,
    bodyLimitBytes: vars.BODY_LIMIT,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
  };
}
