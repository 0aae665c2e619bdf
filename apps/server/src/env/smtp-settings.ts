// Outgoing mail: the SMTP server, its TLS mode and login, and the sender.
// Without SMTP_HOST mail goes to the mail_outbox table.
import { z } from 'zod';

import type { SmtpConfig } from '../auth/smtp-transport.js';
import type { ConfigIssue, Environment } from './config.js';
import { DEFAULTS } from './defaults.js';
import { booleanFlag, matching, optionalText, wholeNumber, type VariablesOf } from './variable-readers.js';

export const SMTP_VARIABLES = {
  SMTP_HOST: matching('SMTP_HOST', 'be a host name or address without scheme or port (e.g. smtp.example.com)', /^[A-Za-z0-9.:[\]-]+$/),
  SMTP_PORT: wholeNumber('SMTP_PORT', 1, 65535, DEFAULTS.SMTP_PORT),
  SMTP_SECURE: booleanFlag('SMTP_SECURE', false),
  SMTP_STARTTLS: booleanFlag('SMTP_STARTTLS', null),
  SMTP_USER: optionalText,
  // Not trimmed: a password may start or end with spaces; never shown in a message.
  SMTP_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value)),
  MAIL_FROM: matching('MAIL_FROM', 'be a plain email address (e.g. scrolldex@example.com)', /^[^\s<>@]+@[^\s<>@]+$/),
} satisfies z.ZodRawShape;

type SmtpVariables = VariablesOf<typeof SMTP_VARIABLES>;

const SMTP_SETTINGS = ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_STARTTLS', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'] as const;

/**
 * SMTP settings without SMTP_HOST: a half-done setup that would silently keep
 * mail in the outbox. Read from the raw environment, before the schema.
 */
export function strayMailSettings(env: Environment): ConfigIssue | null {
  if (env.SMTP_HOST !== undefined && env.SMTP_HOST.trim() !== '') return null;
  const set = SMTP_SETTINGS.filter((name) => env[name] !== undefined && env[name] !== '');
  if (set.length === 0) return null;
  return {
    variable: 'SMTP_HOST',
    message: `SMTP_HOST is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set; unset them to keep mail in the mail_outbox table.`,
  };
}

export function checkSmtpVariables(vars: SmtpVariables, ctx: z.RefinementCtx): void {
  if (vars.SMTP_HOST === null) return;
  if (vars.MAIL_FROM === null)
    ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'MAIL_FROM is required when SMTP_HOST is set: the address reset mail is sent from.' });
  if (vars.SMTP_SECURE && vars.SMTP_STARTTLS === true)
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_STARTTLS'],
      message: 'SMTP_STARTTLS=true cannot be combined with SMTP_SECURE=true (the connection is already TLS).',
    });
  if (vars.SMTP_USER !== undefined && vars.SMTP_PASSWORD === undefined)
    ctx.addIssue({ code: 'custom', path: ['SMTP_PASSWORD'], message: 'SMTP_PASSWORD is required when SMTP_USER is set.' });
  if (vars.SMTP_USER === undefined && vars.SMTP_PASSWORD !== undefined)
    ctx.addIssue({ code: 'custom', path: ['SMTP_USER'], message: 'SMTP_USER is required when SMTP_PASSWORD is set.' });
}

/** null: no SMTP server, mail goes to the mail_outbox table. */
export function readSmtpSettings(vars: SmtpVariables): SmtpConfig | null {
  if (vars.SMTP_HOST === null || vars.MAIL_FROM === null) return null;
  return {
    host: vars.SMTP_HOST,
    port: vars.SMTP_PORT,
    secure: vars.SMTP_SECURE,
    startTls: vars.SMTP_STARTTLS ?? !vars.SMTP_SECURE,
    user: vars.SMTP_USER ?? null,
    password: vars.SMTP_PASSWORD ?? null,
    from: vars.MAIL_FROM,
  };
}
