// The server's settings, read from the environment once at start (env/): a zod
// schema of every variable (env/schema.ts) and one small reader per group.
// process.env is read in env/load-config.ts only.
export type { AuthConfig } from './env/auth-settings.js';
export { DEFAULT_AUTH_CONFIG } from './env/auth-settings.js';
export type { BcpConfig } from './env/bcp-settings.js';
export type { Config } from './env/config.js';
export { loadConfig } from './env/load-config.js';
export { formatConfigIssues, parseConfig } from './env/parse-config.js';
export type { StripeConfig } from './env/stripe-settings.js';
export { DEFAULT_STRIPE_CONFIG } from './env/stripe-settings.js';
export { DEFAULT_WEB_APP_CONFIG } from './env/web-app-settings.js';
