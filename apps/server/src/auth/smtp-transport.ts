// Mail through an SMTP server with nodemailer: one connection per mail,
// STARTTLS required or not used at all as configured. Errors name the step
// that failed and the server's reply, never the password.
import type { ConnectionOptions } from 'node:tls';

import { createTransport } from 'nodemailer';

import type { Mail, MailTransport } from './mail-transport.js';

export type SmtpConfig = {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (usually port 465). */
  secure: boolean;
  /** Upgrade a plain connection with STARTTLS; required (a server without it is an error) when true. */
  startTls: boolean;
  user: string | null;
  password: string | null;
  /** The sender address (envelope and From header). */
  from: string;
};

export type SmtpTransportOptions = {
  /** Milliseconds for connecting, the greeting and each reply; default 15 s. */
  timeoutMs?: number;
  /** Extra TLS options (tests: a self-signed certificate). */
  tls?: ConnectionOptions;
  /** The EHLO name; default: this host's name. */
  clientName?: string;
};

export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

/** What nodemailer attaches to its errors. */
type NodemailerError = Error & { code?: string; command?: string; responseCode?: number; response?: string };

function describeFailure(error: NodemailerError, config: SmtpConfig, timeoutMs: number): SmtpError {
  const where = `${config.host}:${config.port}`;
  if (error.code === 'ETIMEDOUT' || error.code === 'GREETING_TIMEOUT') return new SmtpError(`SMTP server ${where} did not answer within ${timeoutMs} ms.`);
  if (error.code === 'ETLS' || /TLS|SSL|certificate/i.test(error.message)) {
    if (config.startTls && !config.secure && /STARTTLS/i.test(error.message) && !/initiating/i.test(error.message)) {
      return new SmtpError('SMTP server does not offer STARTTLS (set SMTP_STARTTLS=false to send unencrypted).');
    }
    return new SmtpError(`SMTP ${config.secure ? 'TLS connection' : 'STARTTLS handshake'} failed: ${error.message}`);
  }
  if (error.responseCode !== undefined) {
    const step = error.command === 'CONN' || error.command === undefined ? 'command' : error.command;
    return new SmtpError(`SMTP ${step} failed: ${error.response ?? error.responseCode}`, error.responseCode);
  }
  if (error.code === 'ECONNECTION' || error.code === 'ESOCKET' || error.code === 'ECONNREFUSED') {
    return new SmtpError(`Could not connect to the SMTP server ${where}: ${error.message}`);
  }
  return new SmtpError(`SMTP delivery failed: ${error.message}`);
}

const noLineBreaks = (name: string, value: string) => {
  if (/[\r\n]/.test(value)) throw new SmtpError(`The ${name} address must not contain line breaks.`);
  return value;
};

export function createSmtpTransport(config: SmtpConfig, options: SmtpTransportOptions = {}): MailTransport {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: !config.secure && config.startTls,
    ignoreTLS: !config.secure && !config.startTls,
    auth: config.user === null ? undefined : { user: config.user, pass: config.password ?? '' },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(options.clientName ? { name: options.clientName } : {}),
    ...(options.tls ? { tls: options.tls } : {}),
  });

  return {
    async send(mail: Mail) {
      const from = noLineBreaks('sender', config.from);
      const to = noLineBreaks('recipient', mail.to);
      try {
        await transport.sendMail({ from, to, subject: mail.subject, text: mail.body });
      } catch (error) {
        throw describeFailure(error as NodemailerError, config, timeoutMs);
      }
    },
  };
}
