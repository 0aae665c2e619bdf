// A small SMTP client over node:net / node:tls: EHLO, optional STARTTLS, AUTH
// PLAIN or LOGIN, MAIL FROM, RCPT TO, DATA (dot-stuffed, CRLF), QUIT. One
// connection per mail. The password never appears in an error or a log.
import { randomBytes } from 'node:crypto';
import { isIP, connect as netConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect, type ConnectionOptions, type TLSSocket } from 'node:tls';

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
  /** Milliseconds for connecting and for each reply; default 15 s. */
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

type Reply = { code: number; lines: string[] };

/** Reads multi-line SMTP replies from a socket, one at a time. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void; timer: NodeJS.Timeout } | null = null;
  private failure: Error | null = null;
  private readonly queue: Reply[] = [];

  constructor(
    private socket: Socket | TLSSocket,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  attach(socket: Socket | TLSSocket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error: Error) => this.fail(new SmtpError(`SMTP connection error: ${error.message}`)));
    socket.on('close', () => this.fail(new SmtpError('SMTP connection closed unexpectedly.')));
  }

  detach(socket: Socket | TLSSocket): void {
    socket.removeAllListeners('data');
    socket.removeAllListeners('error');
    socket.removeAllListeners('close');
    socket.on('error', () => undefined);
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let index: number;
    while ((index = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, index).replace(/\r$/, '');
      this.buffer = this.buffer.slice(index + 1);
      const match = /^(\d{3})([ -])(.*)$/.exec(line);
      if (!match) {
        this.fail(new SmtpError(`SMTP server sent an unreadable reply: ${JSON.stringify(line.slice(0, 100))}`));
        return;
      }
      this.lines.push(match[3]!);
      if (match[2] === ' ') {
        this.deliver({ code: Number(match[1]), lines: this.lines });
        this.lines = [];
      }
    }
  }

  private deliver(reply: Reply): void {
    if (this.waiting) {
      const { resolve, timer } = this.waiting;
      clearTimeout(timer);
      this.waiting = null;
      resolve(reply);
    } else this.queue.push(reply);
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    if (this.waiting) {
      const { reject, timer } = this.waiting;
      clearTimeout(timer);
      this.waiting = null;
      reject(error);
    }
  }

  next(): Promise<Reply> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new SmtpError(`SMTP server did not answer within ${this.timeoutMs} ms.`));
      }, this.timeoutMs);
      this.waiting = { resolve, reject, timer };
    });
  }
}

/** Doubles a leading dot on every line and makes every line end in CRLF. */
export function dotStuff(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n');
}

const encodeHeader = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`);

/** The message (headers and body) before dot-stuffing. */
export function formatMessage(from: string, mail: Mail, date = new Date()): string {
  const domain = from.split('@')[1] ?? 'localhost';
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.body,
  ].join('\r\n');
}

const noLineBreaks = (name: string, value: string) => {
  if (/[\r\n]/.test(value)) throw new SmtpError(`The ${name} address must not contain line breaks.`);
  return value;
};

/** SNI only for names: an IP address as server name is not allowed (RFC 6066). */
const serverName = (host: string) => (isIP(host) ? {} : { servername: host });

function openSocket(config: SmtpConfig, options: SmtpTransportOptions, timeoutMs: number): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = config.secure
      ? tlsConnect({ host: config.host, port: config.port, ...serverName(config.host), ...options.tls })
      : netConnect({ host: config.host, port: config.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new SmtpError(`Could not connect to the SMTP server ${config.host}:${config.port} within ${timeoutMs} ms.`));
    }, timeoutMs);
    socket.once(config.secure ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(new SmtpError(`Could not connect to the SMTP server ${config.host}:${config.port}: ${error.message}`));
    });
  });
}

export function createSmtpTransport(config: SmtpConfig, options: SmtpTransportOptions = {}): MailTransport {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const clientName = options.clientName ?? (hostname() || 'localhost');

  return {
    async send(mail) {
      const from = noLineBreaks('sender', config.from);
      const to = noLineBreaks('recipient', mail.to);
      let socket = await openSocket(config, options, timeoutMs);
      const reader = new ReplyReader(socket, timeoutMs);

      /** Sends a line (or nothing: the greeting) and expects a reply in `accepted`; `shown` replaces the line in errors. */
      const step = async (line: string | null, accepted: (code: number) => boolean, what: string): Promise<Reply> => {
        if (line !== null) socket.write(`${line}\r\n`);
        const reply = await reader.next();
        if (!accepted(reply.code)) throw new SmtpError(`SMTP ${what} failed: ${reply.code} ${reply.lines.join(' ')}`.trim(), reply.code);
        return reply;
      };
      const ok = (code: number) => code >= 200 && code < 300;

      try {
        await step(null, (code) => code === 220, 'greeting');
        let ehlo = await step(`EHLO ${clientName}`, ok, 'EHLO');
        const extensions = () => ehlo.lines.slice(1).map((line) => line.toUpperCase());

        if (!config.secure && config.startTls) {
          if (!extensions().some((line) => line.split(' ')[0] === 'STARTTLS')) throw new SmtpError('SMTP server does not offer STARTTLS (set SMTP_STARTTLS=false to send unencrypted).');
          await step('STARTTLS', (code) => code === 220, 'STARTTLS');
          reader.detach(socket);
          const plain = socket;
          socket = await new Promise<TLSSocket>((resolve, reject) => {
            const secured = tlsConnect({ socket: plain, host: config.host, ...serverName(config.host), ...options.tls }, () => resolve(secured));
            secured.once('error', (error) => reject(new SmtpError(`SMTP STARTTLS handshake failed: ${error.message}`)));
          });
          socket.removeAllListeners('error');
          reader.attach(socket);
          ehlo = await step(`EHLO ${clientName}`, ok, 'EHLO');
        }

        if (config.user !== null) {
          const auth = extensions().find((line) => line.startsWith('AUTH ') || line.startsWith('AUTH='));
          const mechanisms = auth ? auth.slice(5).split(/\s+/) : [];
          const password = config.password ?? '';
          if (mechanisms.includes('PLAIN')) {
            const token = Buffer.from(`\0${config.user}\0${password}`, 'utf8').toString('base64');
            await step(`AUTH PLAIN ${token}`, (code) => code === 235, 'authentication (AUTH PLAIN)');
          } else if (mechanisms.includes('LOGIN')) {
            await step('AUTH LOGIN', (code) => code === 334, 'authentication (AUTH LOGIN)');
            await step(Buffer.from(config.user, 'utf8').toString('base64'), (code) => code === 334, 'authentication (AUTH LOGIN user)');
            await step(Buffer.from(password, 'utf8').toString('base64'), (code) => code === 235, 'authentication (AUTH LOGIN password)');
          } else {
            throw new SmtpError('SMTP server offers neither AUTH PLAIN nor AUTH LOGIN.');
          }
        }

        await step(`MAIL FROM:<${from}>`, ok, 'MAIL FROM');
        await step(`RCPT TO:<${to}>`, ok, 'RCPT TO');
        await step('DATA', (code) => code === 354, 'DATA');
        socket.write(`${dotStuff(formatMessage(from, { ...mail, to }))}\r\n`);
        await step('.', ok, 'message delivery');
        await step('QUIT', () => true, 'QUIT').catch(() => undefined);
      } finally {
        reader.detach(socket);
        socket.destroy();
      }
    },
  };
}
