// The typed settings the server runs on, and what a bad environment yields.
import type { SmtpConfig } from '../auth/smtp-transport.js';
import type { AuthConfig } from './auth-settings.js';
import type { BcpConfig } from './bcp-settings.js';
import type { DataSettings } from './data-settings.js';
import type { ServerSettings } from './server-settings.js';
import type { StripeConfig } from './stripe-settings.js';
import type { WebAppConfig } from './web-app-settings.js';

/** Variables as the process (or a test) has them. */
export type Environment = Readonly<Record<string, string | undefined>>;

export type Config = ServerSettings &
  DataSettings & {
    auth: AuthConfig;
    stripe: StripeConfig;
    /** Best Coast Pairings; absent or null: the /bcp routes answer 503. */
    bcp?: BcpConfig | null;
    /** SMTP for outgoing mail; absent or null: mail goes to the mail_outbox table. */
    smtp?: SmtpConfig | null;
    /** What GET /config tells the web app besides the addresses and version above. */
    webApp: WebAppConfig;
  };

/** A variable that stops the start, and why. */
export type ConfigIssue = { variable: string; message: string };
